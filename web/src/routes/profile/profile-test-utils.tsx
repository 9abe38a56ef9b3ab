import type { DocumentSummary, Profile, PublicUser } from '@futurefund/core';
import { buildProfile } from '../../testing/build-profile';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll } from 'vitest';
import { installDialogPolyfill } from '../../components/upgrade-dialog/dialog-polyfill';
import { buildSubscriptionState } from '../../testing/build-subscription';
import { buildUser } from '../../testing/build-user';
import { json, type RecordedRequest } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export { buildProfile } from '../../testing/build-profile';
export { buildDocument } from '../../testing/build-document';

type RenderProfileOptions = {
  profile?: Profile;
  documents?: DocumentSummary[];
  user?: PublicUser;
  routes?: Record<string, Handler>;
};

/** The real app at `path`, signed in, against a fake server; waits for the page heading. */
export async function renderProfile(path = '/profile', options: RenderProfileOptions = {}) {
  const { profile = buildProfile(), documents = [], user = buildUser(), routes = {} } = options;
  installDialogPolyfill();
  const view = renderApp(path, {
    user,
    routes: {
      'GET /api/profile': () => json(profile),
      'GET /api/documents': () => json(documents),
      // The plan card (its own tests: plan-card.test.tsx): the free plan unless a test says otherwise.
      'GET /api/subscription': () => json(buildSubscriptionState()),
      ...routes,
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return { ...view, user: userEvent.setup() };
}

/** Waits until the profile has loaded (its first form is there). */
export const findBasicsForm = () => screen.findByRole('button', { name: 'Save profile' });

// Journeys of several steps through router, forms and fake server need more than 5 s on a busy machine.
export const multiStep = 15_000;

/**
 * Per test file: compile the lazy page once up front, so the first test does not pay for it
 * (src/testing/setup.ts closes toasts after each test).
 */
export function setUpProfileTests() {
  beforeAll(() => import('./profile-page'), multiStep);
}
