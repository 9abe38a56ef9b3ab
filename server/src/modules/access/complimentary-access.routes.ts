import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { requireAdmin } from '../../plugins/session';
import { createAccessRepo } from './access.repo';

const params = z.object({ username: z.string().min(1).max(100) });
const body = z
  .object({
    days: z
      .number({ error: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'days must be between 1 and 365')
      .max(365, 'days must be between 1 and 365'),
  })
  .strict();
const answer = z.object({ username: z.string(), weeklyAccessExpiresAt: z.string() });

/**
 * Support staff can give a user complimentary Premium (a scholarship programme, a goodwill
 * gesture, a test account) without the payment provider (ADR 010). Admin only, and logged.
 */
export const complimentaryAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAccessRepo(app.database.db);

  app.post(
    '/api/admin/users/:username/complimentary-access',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Give a user complimentary Premium for 1–365 days (admin)',
        params,
        body,
        response: { 200: answer },
      },
    },
    async (request) => {
      const updated = await repo.extendApplicationAccess(request.params.username, request.body.days);
      if (!updated?.weeklyAccessExpiresAt) throw AppError.notFound('User not found.');
      request.log.info(
        { adminId: request.user!.id, username: updated.username, days: request.body.days },
        'complimentary Premium granted',
      );
      return {
        username: updated.username,
        weeklyAccessExpiresAt: updated.weeklyAccessExpiresAt.toISOString(),
      };
    },
  );
};
