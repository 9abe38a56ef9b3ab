import type { FastifyPluginAsync } from 'fastify';
import { deadlineToday, opportunitiesApi } from '@futurefund/core';
import { route } from '../../lib/route';

/** The public counters of the home page, the sign-in panel and About (ADR 014). */
export const statsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opportunitiesApi.counts, () => app.services.stats.counts(deadlineToday()));
};
