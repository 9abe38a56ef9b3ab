import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { toRefreshStatus } from './opportunity-data.presenter';

/** Refresh Opportunity Data (admin): re-run every active source, and follow its progress. */
export const opportunityDataRoutes: FastifyPluginAsync = async (app) => {
  const { refresh } = app.services;

  route(app, adminApi.refreshOpportunities, ({ user }) => refresh.refreshAll(user));

  route(app, adminApi.refreshStatus, async ({ user }) => toRefreshStatus(await refresh.status(user)));
};
