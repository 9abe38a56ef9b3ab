import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingEventSchema } from '@futurefund/core';
import { recommendationEvents } from '../../db/schema';
import { requireUser } from '../../plugins/session';

/** POST /api/recommendations/events: interaction events (e.g. source 'detail_page_apply'), signed-in only. */
export const recommendationEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/recommendations/events',
    {
      preHandler: requireUser,
      schema: {
        tags: ['recommendations'],
        body: trackingEventSchema,
        response: { 201: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const { opportunityId, opportunityType, eventType, metadata } = request.body;
      await app.database.db.insert(recommendationEvents).values({
        userId: request.user!.id,
        opportunityId,
        opportunityType,
        eventType,
        metadata: metadata ?? null,
      });
      return reply.code(201).send({ success: true as const });
    },
  );
};
