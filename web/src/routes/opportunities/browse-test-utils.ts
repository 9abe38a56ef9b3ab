import {
  browseInMemory,
  browseQuerySchema,
  deadlineToday,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type OpportunityFacets,
  type OpportunityListItem,
  type PublicUser,
} from '@futurefund/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, json, type RecordedRequest } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

import { buildListItem as buildItem } from '../../testing/build-list-item';

export { buildItem };

/** `count` scholarships then `count` internships, ids from 1. */
export function buildCatalog(count: number): OpportunityListItem[] {
  const scholarships = Array.from({ length: count }, (_, i) => buildItem({ id: i + 1 }));
  const internships = Array.from({ length: count }, (_, i) =>
    buildItem({
      id: i + 1,
      type: 'internship',
      kind: 'internship',
      title: `Internship ${i + 1}`,
      isPaid: true,
    }),
  );
  return [...scholarships, ...internships];
}

/** The server's browse semantics over `catalog`; `totalCap` stands in for BROWSE_TOTAL_CAP. */
export function browseHandler(catalog: OpportunityListItem[], totalCap = Infinity): Handler {
  return ({ url }) => {
    const params = new URL(url, 'http://localhost').searchParams;
    const query = browseQuerySchema.safeParse(Object.fromEntries(params));
    if (!query.success) return errorResponse(400, 'Invalid query', 'VALIDATION_ERROR');
    const { items, total } = browseInMemory(catalog, query.data, deadlineToday());
    const response = json(items);
    response.headers.set(TOTAL_COUNT_HEADER, String(Math.min(total, totalCap)));
    if (total > totalCap) response.headers.set(TOTAL_COUNT_CAPPED_HEADER, 'true');
    return response;
  };
}

/**
 * installFakeApi matches exact 'METHOD url' keys; browse URLs carry a query string, so these
 * routes are looked up by 'METHOD path' instead.
 */
export function byPath(routes: Record<string, Handler>): Record<string, Handler> {
  return new Proxy(routes, {
    get: (target, key) => (typeof key === 'string' ? target[key.split('?')[0]!] : undefined),
  });
}

/** Filter choices as the seed catalog's open listings carry them (CSU campus tags, Atila majors). */
export const facets: OpportunityFacets = {
  campuses: [
    { value: 'CSU Northridge', count: 19 },
    { value: 'CSU East Bay', count: 5 },
  ],
  majors: [
    { value: 'Software Engineering', count: 2 },
    { value: 'Bioengineering', count: 1 },
  ],
};

type RenderBrowseOptions = {
  catalog?: OpportunityListItem[];
  user?: PublicUser | null;
  routes?: Record<string, Handler>;
};

/** The real app at `path` with a fake server holding `catalog`; waits for the page heading. */
export async function renderBrowse(path = '/opportunities', options: RenderBrowseOptions = {}) {
  // Small by default: every card rendered costs time on a busy machine; paging tests pass more.
  const { catalog = buildCatalog(3), user = null, routes = {} } = options;
  const view = renderApp(path, {
    user,
    routes: byPath({
      'GET /api/opportunities': browseHandler(catalog),
      'GET /api/opportunities/facets': () => json(facets),
      ...routes,
    }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Browse Opportunities' });
  /** The query strings sent to GET /api/opportunities, oldest first. */
  const browseRequests = () =>
    view.api.requests
      .filter((request) => request.url.startsWith('/api/opportunities?'))
      .map((request) => new URL(request.url, 'http://localhost').searchParams);
  return { ...view, user: userEvent.setup(), browseRequests };
}

export const cards = () => screen.queryAllByRole('heading', { level: 3 });
