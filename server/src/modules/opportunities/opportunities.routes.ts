import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  browseQuerySchema,
  deadlineToday,
  idParamSchema,
  internshipDetailSchema,
  opportunityListItemSchema,
  type OpportunityListItem,
  scholarshipDetailSchema,
  similarQuerySchema,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@futurefund/core';

const tags = ['opportunities'];
const list = z.array(opportunityListItemSchema);
const typeListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(10_000).default(10_000),
});

export const opportunitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { browse: browseService, opportunities } = app.services;

  app.get(
    '/api/opportunities',
    {
      schema: {
        tags,
        summary: 'Browse open opportunities (search, filters, sort, paging)',
        querystring: browseQuerySchema,
        response: { 200: list },
      },
    },
    async (request, reply) => {
      const { body, total, capped } = await browseService.browse(request.query, deadlineToday());
      reply.header(TOTAL_COUNT_HEADER, String(total));
      if (capped) reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
      // Already serialized and checked against the list schema by the service; fastify sends a
      // string with a JSON content type as it is (the schema stays for the API docs).
      return reply.type('application/json; charset=utf-8').send(body as unknown as OpportunityListItem[]);
    },
  );

  app.get('/api/opportunities/campuses', { schema: { tags, response: { 200: z.array(z.string()) } } }, () =>
    opportunities.campuses(),
  );

  app.get(
    '/api/opportunities/similar',
    {
      schema: {
        tags,
        summary: 'Up to 4 similar open opportunities',
        querystring: similarQuerySchema,
        response: { 200: list },
      },
    },
    async (request) => {
      return opportunities.similar(request.query.type, request.query.id);
    },
  );

  for (const [path, type] of [
    ['/api/scholarships', 'scholarships'],
    ['/api/internships', 'internships'],
  ] as const) {
    app.get(
      path,
      { schema: { tags, querystring: typeListQuery, response: { 200: list } } },
      async (request) => {
        return opportunities.listByType(type, request.query);
      },
    );
  }

  app.get(
    '/api/scholarships/:id',
    { schema: { tags, params: idParamSchema, response: { 200: scholarshipDetailSchema } } },
    (request) => opportunities.getScholarship(request.params.id),
  );

  app.get(
    '/api/internships/:id',
    { schema: { tags, params: idParamSchema, response: { 200: internshipDetailSchema } } },
    (request) => opportunities.getInternship(request.params.id),
  );
};
