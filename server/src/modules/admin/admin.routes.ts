import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { toAdminDataSource, toAdminUser, toAuditEntry } from './admin.presenter';

/** The admin console's own calls (product §2 Admin, ADR 026); every one is admin only. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const { admin } = app.services;

  route(app, adminApi.overview, ({ user }) => admin.overview(user));

  route(app, adminApi.dataSources, async ({ user }) =>
    (await admin.dataSources(user)).map(toAdminDataSource),
  );

  route(app, adminApi.pauseDataSource, async ({ user, params }) =>
    toAdminDataSource(await admin.pauseSource(user, params.id)),
  );

  route(app, adminApi.resumeDataSource, async ({ user, params }) =>
    toAdminDataSource(await admin.resumeSource(user, params.id)),
  );

  route(app, adminApi.searchUsers, async ({ user, query }) =>
    (await admin.searchUsers(user, query.q)).map(toAdminUser),
  );

  route(app, adminApi.auditLog, async ({ user }) => (await admin.auditLog(user)).map(toAuditEntry));
};
