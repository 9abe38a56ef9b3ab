import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { toComplimentaryAccess } from './access.presenter';

/**
 * Support staff can give a user complimentary Premium (a scholarship programme, a goodwill
 * gesture, a test account) without the payment provider (ADR 010), and end it again (ADR 026).
 */
export const complimentaryAccessRoutes: FastifyPluginAsync = async (app) => {
  const { access } = app.services;

  route(app, adminApi.grantComplimentaryAccess, async ({ user, params, body }) =>
    toComplimentaryAccess(
      await access.grantComplimentaryAccess(user, params.username, body.days, body.reason),
    ),
  );

  route(app, adminApi.revokeComplimentaryAccess, async ({ user, params, body }) =>
    toComplimentaryAccess(await access.revokeComplimentaryAccess(user, params.username, body.reason)),
  );
};
