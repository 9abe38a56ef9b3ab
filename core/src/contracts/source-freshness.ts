import { z } from '../zod';

// GET /api/opportunities/sources (product §1 About claims): how fresh each active source is, in
// the words the About promise and the sources page state. No URL, configuration or error text.

const isoOrNull = z.string().nullable();

export const sourceFreshnessSchema = z.object({
  name: z.string(),
  /** The kinds of listing the source provides (data_sources.opportunityTypes), as stored. */
  opportunityTypes: z.array(z.string()),
  /** True only when the catalog schedule fetches it from a remote URL; bundled snapshots are imported. */
  refreshesItself: z.boolean(),
  /** The catalog schedule's cron pattern (UTC) when it fetches this source; null when it does not. */
  schedule: z.string().nullable(),
  /** When its last successful run ended (ISO), or null when none has. */
  lastRefreshedAt: isoOrNull,
  /** The newest lastVerifiedAt among its listings: when the source itself last confirmed one. */
  lastVerifiedAt: isoOrNull,
  /** Its listings open today (not closed, deadline not past), duplicates shown elsewhere included. */
  openListings: z.number().int(),
});
export type SourceFreshness = z.infer<typeof sourceFreshnessSchema>;

/** One entry per active data source, sorted by name. */
export const sourceFreshnessListSchema = z.array(sourceFreshnessSchema);
export type SourceFreshnessList = z.infer<typeof sourceFreshnessListSchema>;
