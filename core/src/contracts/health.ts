import { z } from '../zod';

export const databaseKinds = ['pglite', 'postgres'] as const;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(databaseKinds),
    migrations: z.object({
      applied: z.number().int(),
      expected: z.number().int(),
      upToDate: z.boolean(),
    }),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
