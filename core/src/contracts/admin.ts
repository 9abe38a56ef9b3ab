import { z } from 'zod';

/** POST /api/admin/users/{username}/complimentary-access (ADR 010). */
export const complimentaryAccessParamsSchema = z.object({ username: z.string().min(1).max(100) });

export const complimentaryAccessRequestSchema = z
  .object({
    days: z
      .number({ error: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'days must be between 1 and 365')
      .max(365, 'days must be between 1 and 365'),
  })
  .strict();
export type ComplimentaryAccessRequest = z.infer<typeof complimentaryAccessRequestSchema>;

export const complimentaryAccessAnswerSchema = z.object({
  username: z.string(),
  weeklyAccessExpiresAt: z.string(),
});
export type ComplimentaryAccessAnswer = z.infer<typeof complimentaryAccessAnswerSchema>;
