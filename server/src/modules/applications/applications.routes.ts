import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationSchema, createApplicationSchema } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../plugins/session';
import { createApplicationsRepo, type ApplicationRow } from './applications.repo';

const tags = ['applications'];
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toApplication(row: ApplicationRow) {
  return {
    ...row,
    dateApplied: iso(row.dateApplied),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const applicationCardSchema = applicationSchema.extend({
  title: z.string().nullable(),
  type: z.string(),
  awardAmount: z.string().nullable(),
  company: z.string().nullable(),
  deadline: z.string().nullable(),
  tags: z.array(z.string()),
});

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createApplicationsRepo(app.database.db);

  app.post(
    '/api/applications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save an opportunity (status interested)',
        body: createApplicationSchema,
        response: { 200: applicationSchema, 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const { opportunityId, opportunityType } = request.body;
      if (!(await repo.opportunityIsPublic(opportunityType, opportunityId)))
        throw AppError.notFound('Opportunity not found.');
      const { application, created } = await repo.saveInterested(
        request.user!.id,
        opportunityType,
        opportunityId,
      );
      return reply.code(created ? 201 : 200).send(toApplication(application));
    },
  );

  app.get(
    '/api/applications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's applications",
        response: { 200: z.array(applicationCardSchema) },
      },
    },
    async (request) => {
      const rows = await repo.listForUser(request.user!.id);
      return rows.map((row) => ({
        ...toApplication(row.application),
        title: row.title,
        type: row.kind,
        awardAmount: row.awardAmount,
        company: row.company,
        deadline: row.deadline,
        tags: row.tags,
      }));
    },
  );
};
