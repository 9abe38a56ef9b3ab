import { z } from '../zod';
import { jobStatuses } from '../enums';

/** POST /api/opportunities/refresh (product §7 plus the existing counts of product §3 "Scrape result"). */
export const refreshResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  scholarshipsAdded: z.number().int(),
  internshipsAdded: z.number().int(),
  existingScholarships: z.number().int(),
  existingInternships: z.number().int(),
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;

const isoOrNull = z.string().nullable();

/** GET /api/opportunities/refresh/status: what the admin page polls while a refresh runs. */
export const refreshStatusSchema = z.object({
  running: z.boolean(),
  sourcesTotal: z.number().int(),
  job: z
    .object({
      id: z.number().int(),
      status: z.enum(jobStatuses),
      startedAt: isoOrNull,
      finishedAt: isoOrNull,
      error: z.string().nullable(),
    })
    .nullable(),
  runs: z.array(
    z.object({
      sourceName: z.string().nullable(),
      status: z.enum(jobStatuses),
      totalFound: z.number().int(),
      newAdded: z.number().int(),
      updated: z.number().int(),
      /** Listings the source no longer lists, closed by this run (ADR 019). */
      removed: z.number().int(),
      error: z.string().nullable(),
      startTime: isoOrNull,
      endTime: isoOrNull,
    }),
  ),
});
export type RefreshStatus = z.infer<typeof refreshStatusSchema>;
