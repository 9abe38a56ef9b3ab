import type { FastifyPluginAsync } from 'fastify';
import { supportApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { requestMeta } from '../../plugins/session';

export const supportRoutes: FastifyPluginAsync = async (app) => {
  const { support } = app.services;
  route(app, supportApi.contact, () => support.contact());
  route(app, supportApi.send, ({ user, body, request }) =>
    support.send(user, body, requestMeta(request).ipAddress),
  );
};
