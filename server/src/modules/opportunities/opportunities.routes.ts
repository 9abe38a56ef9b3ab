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
import { AppError } from '../../lib/errors';
import { createBrowseRepo } from './browse.repo';
import { createBrowseService } from './browse.service';
import { watchCatalogVersion } from './catalog-version';
import { createDetailRepo } from './detail.repo';

const tags = ['opportunities'];
const list = z.array(opportunityListItemSchema);
const typeListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(10_000).default(10_000),
});

export const opportunitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const browse = createBrowseRepo(app.database.db);
  const catalogVersion = await watchCatalogVersion(app.database, () => browse.catalogVersion());
  app.addHook('onClose', () => catalogVersion.stop());
  const browseService = createBrowseService(browse, () => catalogVersion.current());
  const details = createDetailRepo(app.database.db);

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
    browse.campusTags(),
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
      const { type, id } = request.query;
      const base =
        type === 'scholarship' ? await details.findScholarship(id) : await details.findInternship(id);
      if (!base) throw AppError.notFound('Opportunity not found.');
      return details.similar(type, base, deadlineToday());
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
        const query = browseQuerySchema.parse({ type });
        return browse.loadPage({ ...query, ...request.query }, deadlineToday());
      },
    );
  }

  app.get(
    '/api/scholarships/:id',
    { schema: { tags, params: idParamSchema, response: { 200: scholarshipDetailSchema } } },
    async (request) =>
      (await details.findScholarship(request.params.id)) ??
      Promise.reject(AppError.notFound('Scholarship not found.')),
  );

  app.get(
    '/api/internships/:id',
    { schema: { tags, params: idParamSchema, response: { 200: internshipDetailSchema } } },
    async (request) =>
      (await details.findInternship(request.params.id)) ??
      Promise.reject(AppError.notFound('Internship not found.')),
  );
};
