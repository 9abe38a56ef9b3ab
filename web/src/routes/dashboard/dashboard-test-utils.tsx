import type { ApplicationCard, CalendarFeed, PublicUser } from '@futurefund/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogPolyfill } from '../../components/upgrade-dialog/dialog-polyfill';
import { buildUser } from '../../testing/build-user';
import { json, type RecordedRequest } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export { applicationOf, buildCard } from '../../testing/build-application';

export const noFeed: CalendarFeed = { url: null, active: false, createdAt: null };

/** A user whose weekly Premium access has not ended. */
export const premiumUser = () => buildUser({ weeklyAccessExpiresAt: '2999-01-01T00:00:00.000Z' });

type RenderDashboardOptions = {
  cards?: ApplicationCard[];
  user?: PublicUser;
  feed?: CalendarFeed;
  routes?: Record<string, Handler>;
};

/**
 * The real app at `path` (signed in) against a fake server holding `cards`; waits for the h1.
 * The native dialogs need the jsdom stand-in for showModal()/close().
 */
export async function renderDashboard(path = '/dashboard', options: RenderDashboardOptions = {}) {
  const { cards = [], user = buildUser(), feed = noFeed, routes = {} } = options;
  installDialogPolyfill();
  const view = renderApp(path, {
    user,
    routes: {
      'GET /api/applications': () => json(cards),
      'GET /api/calendar-feed': () => json(feed),
      // The side column's recommendations (their own tests: components/recommendations).
      'GET /api/recommendations?limit=5': () => json([]),
      ...routes,
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'My Applications' });
  return { ...view, user: userEvent.setup() };
}

/** Waits until the applications have loaded (the summary shows). */
export const findSummary = () => screen.findByRole('heading', { level: 2, name: 'Summary' });

/** The titles of the cards the list shows (h3 headings inside the Applications list). */
export function listedTitles(): string[] {
  const list = screen.queryByRole('list', { name: 'Applications' });
  if (!list) return [];
  return Array.from(list.querySelectorAll('h3')).map((heading) => heading.textContent ?? '');
}

// Journeys of several clicks through router, dialogs and fake server; a busy 2-core machine needs more than 5 s.
export const multiStep = 15_000;

/**
 * Compiles the lazy route chunk and the chart once per file before the first test, so the first
 * test is not the one that pays for it (on a busy machine that alone nears the 5 s default).
 */
export async function warmUp() {
  await Promise.all([import('./dashboard-page'), import('./components/progress-chart')]);
}
