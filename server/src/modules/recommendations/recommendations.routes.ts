import type { FastifyPluginAsync } from 'fastify';
import { recommendationsApi } from '@futurefund/core';
import { route } from '../../lib/route';

/** Product §7 recommendation calls: thin; the service holds the rules. */
export const recommendationsRoutes: FastifyPluginAsync = async (app) => {
  const { recommendations } = app.services;

  route(app, recommendationsApi.list, ({ user, query }) => recommendations.list(user, query.limit));
  route(app, recommendationsApi.feedback, ({ user, body }) => recommendations.feedback(user, body));
  route(app, recommendationsApi.myFeedback, ({ user, query }) =>
    recommendations.myFeedback(user, query.opportunityType, query.opportunityId),
  );
  route(app, recommendationsApi.track, async ({ user, body }) => {
    await recommendations.recordEvent(user, body);
    return { success: true as const };
  });
  route(app, recommendationsApi.recordEvent, async ({ user, body }) => {
    await recommendations.recordEvent(user, body);
    return { success: true as const };
  });
  route(app, recommendationsApi.settings, ({ user }) => recommendations.settings(user));
  route(app, recommendationsApi.updateSettings, ({ user, body }) =>
    recommendations.updateSettings(user, body),
  );
};
