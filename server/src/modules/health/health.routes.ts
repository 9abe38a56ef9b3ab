import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@futurefund/core';
import { readMigrationState } from '../../db/migrate';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness and database state',
        tags: ['system'],
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({
      status: 'ok' as const,
      version: app.appVersion,
      uptimeSeconds: Math.round(process.uptime()),
      database: { kind: app.database.kind, migrations: await readMigrationState(app.database) },
    }),
  );
};
