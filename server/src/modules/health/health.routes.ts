import type { FastifyPluginAsync } from 'fastify';
import { systemApi } from '@futurefund/core';
import { readMigrationState } from '../../db/migrate';
import { route } from '../../lib/route';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, systemApi.health, async () => ({
    status: 'ok' as const,
    version: app.appVersion,
    uptimeSeconds: Math.round(process.uptime()),
    database: { kind: app.database.kind, migrations: await readMigrationState(app.database) },
  }));
};
