import type { ListingCounts, StatsRepo } from './stats.repo';
import { toOpportunityCounts } from './stats.presenter';

/** How long a student count is served before it is read again (ADR 014). */
export const STUDENT_COUNT_TTL_MS = 60_000;

/**
 * The public counters (ADR 014). Listing counts are kept per catalog version and day, like browse
 * answers (ADR 009), so they never lag a catalog change and cost no query in between; the student
 * count is read at most once a minute. Concurrent misses share one read; a failed read is not kept.
 */
export function createStatsService(
  repo: StatsRepo,
  catalogVersion: () => Promise<string>,
  now: () => number = Date.now,
) {
  let listings: { key: string; counts: Promise<ListingCounts> } | null = null;
  let students: { readAt: number; count: Promise<number> } | null = null;

  async function listingCounts(today: string) {
    const key = JSON.stringify([await catalogVersion(), today]);
    if (listings?.key !== key) {
      const entry = { key, counts: repo.countOpenListings(today) };
      listings = entry;
      entry.counts.catch(() => listings === entry && (listings = null));
    }
    return listings.counts;
  }

  function studentCount() {
    if (!students || now() - students.readAt >= STUDENT_COUNT_TTL_MS) {
      const entry = { readAt: now(), count: repo.countStudents() };
      students = entry;
      entry.count.catch(() => students === entry && (students = null));
    }
    return students.count;
  }

  return {
    async counts(today: string) {
      const [listed, registered] = await Promise.all([listingCounts(today), studentCount()]);
      return toOpportunityCounts(listed, registered);
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
