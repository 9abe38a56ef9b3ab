import type { ContributorAnalytics, Submission } from '@futurefund/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll } from 'vitest';
import { installDialogPolyfill } from '../../components/upgrade-dialog/dialog-polyfill';
import { buildUser } from '../../testing/build-user';
import { json, type RecordedRequest } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const contributor = buildUser({
  id: 7,
  username: 'advisor',
  userType: 'contributor',
  seekerSubType: null,
  contributorSubType: 'financial_aid_advisor',
  organizationName: 'Lakeside College',
});

/** A GET /api/my-submissions item: a pending scholarship unless a test says otherwise. */
export function buildSubmission(overrides: Partial<Submission> = {}): Submission {
  const type = overrides.type ?? 'scholarship';
  return {
    id: 1,
    type,
    title: 'Future Leaders Award',
    status: 'pending',
    rejectionReason: null,
    isClosed: false,
    submittedAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    reviewedAt: null,
    fields: {
      type,
      title: overrides.title ?? 'Future Leaders Award',
      description: 'For students who lead clubs and volunteer in their community.',
      url: 'https://example.org/apply',
      awardAmount: '$2,500',
      dueDate: '2026-06-30',
      isPaid: false,
      isRemote: true,
      isHybrid: false,
      requiredEducationLevel: 'Undergraduate',
      requiredMajors: ['Business'],
      requiredSkills: [],
      essayRequired: true,
      transcriptRequired: false,
      lettersOfRecRequired: 2,
      tags: ['leadership'],
    },
    ...overrides,
  };
}

const zeros = {
  views: 0,
  saves: 0,
  applications: 0,
  applied: 0,
  completionRate: null,
  statusChanges: 0,
  impressions: 0,
  clicks: 0,
};

/** A GET /api/contributor/analytics answer with no events unless a test fills it. */
export function buildAnalytics(overrides: Partial<ContributorAnalytics> = {}): ContributorAnalytics {
  return { days: 30, totals: zeros, listings: [], daily: [], ...overrides };
}
export const noCounts = zeros;

/** The contributor's cards, list and analytics as a fresh account sees them. */
export function contributorRoutes(submissions: Submission[] = []): Record<string, Handler> {
  return {
    'GET /api/my-submissions': () => json(submissions),
    'GET /api/contributor/summary': () =>
      json({
        organizationName: 'Lakeside College',
        opportunitiesPosted: 0,
        isVerified: false,
        verificationDate: null,
      }),
    'GET /api/contributor/analytics?days=30': () => json(buildAnalytics()),
  };
}

/** The real app at `path` for a signed-in contributor (unless `user` says otherwise). */
export function renderContributor(
  path: string,
  { user = contributor, routes = {} }: { user?: typeof contributor; routes?: Record<string, Handler> } = {},
) {
  installDialogPolyfill();
  const view = renderApp(path, { user, routes: { ...contributorRoutes(), ...routes } });
  return { ...view, user: userEvent.setup() };
}

export const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

// Journeys of several steps through router, forms and fake server need more than 5 s on a busy machine.
export const multiStep = 20_000;

/** Per test file: compile the lazy page up front (src/testing/setup.ts closes toasts after each test). */
export function setUpContributorTests(load: () => Promise<unknown>) {
  beforeAll(load, multiStep);
}
