import type { PublicUser, Recommendation } from '@futurefund/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../hooks/use-toast';
import { buildUser } from '../../testing/build-user';
import { json, type RecordedRequest } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** GET /api/recommendations as the /test page asks for it (3, product §9). */
export const testPageList = 'GET /api/recommendations?limit=3';
export const feedbackCall = 'POST /api/recommendations/feedback';
export const settingsCall = 'GET /api/recommendations/settings';

const shared = {
  id: 7,
  title: 'STEM Leaders Award',
  description: 'For future engineers.',
  eligibility: null,
  url: 'https://example.org/apply',
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  relevanceScore: 90,
  relevanceReasoning: 'Matches your intended major, Computer Science.',
  signals: [
    { key: 'fit', label: 'Topic fit', points: 70, detail: 'Your major is named.', facts: ['major'] },
    { key: 'eligibility', label: 'Eligibility', points: 25, detail: 'Your GPA meets 3.0.', facts: ['gpa'] },
    {
      key: 'feedback',
      label: 'Your reactions',
      points: -5,
      detail: 'You passed on similar ones.',
      facts: [],
    },
  ],
  deadlineDate: null,
  sourceName: 'Open Scholarships',
  lastVerifiedAt: null,
  reaction: null,
} satisfies Partial<Recommendation>;

type Scholarship = Extract<Recommendation, { type: 'scholarship' }>;
type Internship = Extract<Recommendation, { type: 'internship' }>;

/** A complete scholarship recommendation as the API answers it; tests override what they are about. */
export function buildRecommendation(overrides: Partial<Scholarship> = {}): Scholarship {
  return { ...shared, type: 'scholarship', awardAmount: '$5,000', dueDate: null, ...overrides };
}

export function buildInternshipRecommendation(overrides: Partial<Internship> = {}): Internship {
  return {
    ...shared,
    id: 9,
    type: 'internship',
    title: 'Data Intern',
    company: 'Acme Analytics',
    field: 'Data',
    deadline: null,
    isPaid: true,
    ...overrides,
  };
}

type Options = { user?: PublicUser | null; list?: Recommendation[]; routes?: Record<string, Handler> };

/**
 * The real /test page (3 recommendations), signed in unless `user` is null, against a fake server
 * holding `list`, no saved applications and no hidden facts.
 */
export function renderTestPage({
  user = buildUser(),
  list = [buildRecommendation()],
  routes = {},
}: Options = {}) {
  const view = renderApp('/test', {
    user,
    routes: {
      [testPageList]: () => json(list),
      [settingsCall]: () => json({ hiddenFacts: [] }),
      'GET /api/applications': () => json([]),
      ...routes,
    },
  });
  return { ...view, user: userEvent.setup() };
}

/** The card (article) named by its title. */
export const findCard = async (title: string) => screen.findByRole('article', { name: title });

/** A card's reaction group. */
export const reactionsOf = (card: HTMLElement, title: string) =>
  within(card).getByRole('group', { name: `Your reaction to ${title}` });

/**
 * One toast at a time (TOAST_LIMIT 1); closing it keeps the next test's toasts apart. Async, so
 * answers still on their way when a test ends (settings, applications) land inside act().
 */
export const closeToasts = () => act(async () => dismissToast());
