import type { FastifyPluginAsync } from 'fastify';
import { recommendationsApi } from '@futurefund/core';
import { route } from '../../lib/route';

/** POST /api/recommendations/events: interaction events of signed-in users. */
export const recommendationsRoutes: FastifyPluginAsync = async (app) => {
  const { recommendations } = app.services;

  route(app, recommendationsApi.recordEvent, async ({ user, body }) => {
    await recommendations.recordEvent(user, body);
    return { success: true as const };
  });
};
