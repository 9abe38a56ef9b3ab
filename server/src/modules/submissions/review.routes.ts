import type { FastifyPluginAsync } from 'fastify';
import { reviewApi } from '@futurefund/core';
import { route } from '../../lib/route';

/** The admin review queue and contributor verification (product §2 Admin, ADR 026). */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { review } = app.services;

  route(app, reviewApi.queue, ({ user, query }) => review.queue(user, query.status));
  route(app, reviewApi.approve, ({ user, params }) => review.approve(user, params.type, params.id));
  route(app, reviewApi.reject, ({ user, params, body }) =>
    review.reject(user, params.type, params.id, body.reason),
  );
  route(app, reviewApi.bulkApprove, ({ user, body }) => review.bulkApprove(user, body.items));
  route(app, reviewApi.verifyContributor, ({ user, params }) => review.verify(user, params.username));
  route(app, reviewApi.unverifyContributor, ({ user, params }) => review.unverify(user, params.username));
};
