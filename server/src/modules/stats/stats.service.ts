import type { TypeListTotals } from '../opportunities/type-list-total';
import { sourceSchedule } from '../admin/source-schedule';
import type { StatsRepo } from './stats.repo';
import { toOpportunityCounts, toSourceFreshness } from './stats.presenter';

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
  {
    now = Date.now,
    catalogRefreshCron = null,
  }: { now?: () => number; catalogRefreshCron?: string | null } = {},
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

    /**
     * Each active source as the About promise and the sources page state it (product §1): whether
     * the catalog schedule refreshes it (the admin console's rule), when its last successful run
     * ended, when the source last verified one of its listings, and its listings open `today`.
     */
    async sources(today: string) {
      const [active, open, completed, verified] = await Promise.all([
        repo.activeSources(),
        repo.openListingsBySource(today),
        repo.lastCompletedRuns(),
        repo.lastVerifiedBySource(),
      ]);
      return active.map((source) =>
        toSourceFreshness({
          source,
          ...sourceSchedule(source, catalogRefreshCron),
          openListings: open.get(source.id) ?? 0,
          lastRefreshedAt: completed.get(source.id) ?? null,
          lastVerifiedAt: verified.get(source.id) ?? null,
        }),
      );
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
