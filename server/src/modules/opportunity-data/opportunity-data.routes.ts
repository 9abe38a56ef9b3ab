import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshResultSchema, refreshStatusSchema } from '@futurefund/core';
import { requireAdmin } from '../../plugins/session';

const tags = ['opportunity data'];
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export const opportunityDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/opportunities/refresh',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Run every active data source now (admin)',
        response: { 200: refreshResultSchema },
      },
    },
    (request) => app.services.refresh.refreshAll(request.user!),
  );

  app.get(
    '/api/opportunities/refresh/status',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Progress of the current or last refresh (admin)',
        response: { 200: refreshStatusSchema },
      },
    },
    async (request) => {
      const { running, job, runs, sourcesTotal } = await app.services.refresh.status(request.user!);
      return {
        running,
        sourcesTotal,
        job: job
          ? {
              id: job.id,
              status: job.status,
              startedAt: iso(job.lastRun),
              finishedAt: job.status === 'running' ? null : iso(job.updatedAt),
              error: job.error,
            }
          : null,
        runs: runs.map((run) => ({ ...run, startTime: iso(run.startTime), endTime: iso(run.endTime) })),
      };
    },
  );
};
