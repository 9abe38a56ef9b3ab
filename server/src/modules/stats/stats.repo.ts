import { and, asc, count, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataSources, internships, scholarships, scrapingRuns, users } from '../../db/schema';
import { createAdminRepo } from '../admin/admin.repo';

export type ListingCounts = { scholarships: number; internships: number };

/** The newest of two moments, either of which may be missing. */
const newest = (a: Date | undefined, b: Date | null) => (b && (!a || b > a) ? b : a);

export function createStatsRepo(db: Database) {
  const admin = createAdminRepo(db);
  return {
    /** Registered student/family accounts (product §3 userType student_seeker). */
    async countStudents(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(eq(users.userType, 'student_seeker'));
      return row?.total ?? 0;
    },

    /** Sources that are not paused, by name (whole rows: the schedule rule reads their config). */
    activeSources() {
      return db
        .select()
        .from(dataSources)
        .where(eq(dataSources.isActive, true))
        .orderBy(asc(dataSources.name));
    },

    /** Listings open on `today` per source id: the admin console's count. */
    openListingsBySource: (today: string) => admin.openListingsBySource(today),

    /** When each source's newest completed run ended, by source id (sources that never completed one absent). */
    async lastCompletedRuns(): Promise<Map<number, Date>> {
      const rows = await db
        .selectDistinctOn([scrapingRuns.sourceId], {
          sourceId: scrapingRuns.sourceId,
          endTime: scrapingRuns.endTime,
        })
        .from(scrapingRuns)
        .where(
          and(
            isNotNull(scrapingRuns.sourceId),
            eq(scrapingRuns.status, 'completed'),
            isNotNull(scrapingRuns.endTime),
          ),
        )
        .orderBy(scrapingRuns.sourceId, desc(scrapingRuns.endTime), desc(scrapingRuns.id));
      return new Map(rows.map((row) => [row.sourceId!, row.endTime!]));
    },

    /** The newest lastVerifiedAt among each source's listings, over both catalog tables. */
    async lastVerifiedBySource(): Promise<Map<number, Date>> {
      const newestOf = new Map<number, Date>();
      for (const t of [scholarships, internships]) {
        const rows = await db
          .select({ sourceId: t.sourceId, at: max(t.lastVerifiedAt) })
          .from(t)
          .where(and(isNotNull(t.sourceId), isNotNull(t.lastVerifiedAt)))
          .groupBy(t.sourceId);
        for (const row of rows) {
          const at = newest(newestOf.get(row.sourceId!), row.at);
          if (at) newestOf.set(row.sourceId!, at);
        }
      }
      return newestOf;
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
