import type { FastifyPluginAsync } from 'fastify';
import { deadlineToday, opportunitiesApi } from '@futurefund/core';
import { route } from '../../lib/route';

/** The public counters of the home page, the sign-in panel and About (ADR 014), and the source list. */
export const statsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opportunitiesApi.counts, () => app.services.stats.counts(deadlineToday()));
  // Which sources refresh themselves, and when each was last imported and verified (product §1).
  route(app, opportunitiesApi.sources, () => app.services.stats.sources(deadlineToday()));
};
