import type { FastifyPluginAsync } from 'fastify';
import { builderApi } from '@futurefund/core';
import { route } from '../../../lib/route';
import { streamEvents } from './sse';

/** The builder's writing side (ADR 029): status, starter resume, generation, fact and fit checks. */
export const generationRoutes: FastifyPluginAsync = async (app) => {
  const generation = app.services.builderGeneration;

  route(app, builderApi.status, ({ user }) => generation.status(user));

  route(app, builderApi.starter, ({ user, query }) => generation.starter(user, query.template));

  // Refusals (Premium, the hourly limit, a missing listing or document) answer JSON before the stream.
  route(app, builderApi.generate, async ({ user, body, request, reply }) => {
    const prepared = await generation.prepare(user, body);
    return streamEvents(request, reply, (signal) => generation.run(prepared, signal));
  });

  route(app, builderApi.factCheck, ({ user, body }) => generation.factCheck(user, body));

  route(app, builderApi.fitCheck, ({ user, body }) => generation.fitCheck(user, body));
};
