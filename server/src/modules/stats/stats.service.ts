import type { TypeListTotals } from '../opportunities/type-list-total';
import type { StatsRepo } from './stats.repo';
import { toOpportunityCounts } from './stats.presenter';

/** How long a student count is served before it is read again (ADR 014). */
export const STUDENT_COUNT_TTL_MS = 60_000;

/**
 * The public counters (ADR 014). Listing counts are the type lists' own totals (kept per catalog
 * version and day, so they never lag a catalog change and match what the lists answer); the
 * student count is read at most once a minute. Concurrent misses share one read; a failed read is
 * not kept.
 */
export function createStatsService(
  repo: StatsRepo,
  totals: Pick<TypeListTotals, 'openListings'>,
  now: () => number = Date.now,
) {
  let students: { readAt: number; count: Promise<number> } | null = null;

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
      const [scholarships, internships, registered] = await Promise.all([
        totals.openListings('scholarships', today),
        totals.openListings('internships', today),
        studentCount(),
      ]);
      return toOpportunityCounts({ scholarships, internships }, registered);
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
