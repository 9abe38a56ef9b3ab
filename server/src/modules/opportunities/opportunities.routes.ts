import type { FastifyPluginAsync } from 'fastify';
import {
  deadlineToday,
  opportunitiesApi,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@futurefund/core';
import { route } from '../../lib/route';
import { detailViewer } from '../access/visitor-cookie';
import {
  toInternshipDetail,
  toLimitedInternshipDetail,
  toLimitedScholarshipDetail,
  toListItem,
  toScholarshipDetail,
} from './opportunities.presenter';

/**
 * The public catalog: browse and its filter choices (cached per catalog version, ADR 009), lists,
 * similar, and details metered by free views (ADR 018).
 */
export const opportunitiesRoutes: FastifyPluginAsync = async (app) => {
  const { browse, facets, opportunities, typeListTotals } = app.services;

  route(app, opportunitiesApi.browse, async ({ query, reply, user }) => {
    const { body, total, capped } = await browse.browse(query, deadlineToday(), user?.id ?? null);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (capped) reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
    // Already serialized and checked against the list schema by the service; fastify sends a
    // string with a JSON content type as it is (the schema stays for the API docs).
    return reply.type('application/json; charset=utf-8').send(body);
  });

  route(app, opportunitiesApi.facets, () => facets.openFacets(deadlineToday()));

  route(app, opportunitiesApi.similar, async ({ query }) =>
    (await opportunities.similar(query.type, query.id)).map(toListItem),
  );

  // One page of one type's open listings; the total header says how many there are in all.
  for (const type of ['scholarships', 'internships'] as const) {
    const endpoint =
      type === 'scholarships' ? opportunitiesApi.listScholarships : opportunitiesApi.listInternships;
    route(app, endpoint, async ({ query, reply }) => {
      const [rows, total] = await Promise.all([
        opportunities.listByType(type, query),
        typeListTotals.openListings(type, deadlineToday()),
      ]);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows.map(toListItem);
    });
  }

  route(app, opportunitiesApi.scholarship, async ({ params, ...context }) => {
    const { row, limit } = await opportunities.viewScholarship(detailViewer(context), params.id);
    return limit ? toLimitedScholarshipDetail(row, limit) : toScholarshipDetail(row);
  });

  route(app, opportunitiesApi.internship, async ({ params, ...context }) => {
    const { row, limit } = await opportunities.viewInternship(detailViewer(context), params.id);
    return limit ? toLimitedInternshipDetail(row, limit) : toInternshipDetail(row);
  });
};
