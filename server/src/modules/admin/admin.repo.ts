import { and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataSources, internships, scholarships, scrapingRuns, subscriptions, users } from '../../db/schema';
import { containsPattern, openConditions, type Table } from '../opportunities/browse-sql';

const catalogTables = { scholarships, internships } as const;

/** The admin console's reads and the source switch (SQL only; the admin service decides). */
export function createAdminRepo(db: Database) {
  return {
    /** Every row of a catalog table, closed, pending and duplicate ones included. */
    async storedListings(table: Table): Promise<number> {
      const [row] = await db.select({ n: count() }).from(catalogTables[table]);
      return row?.n ?? 0;
    },

    listSources() {
      return db.select().from(dataSources).orderBy(dataSources.name);
    },

    async findSource(id: number) {
      const [row] = await db.select().from(dataSources).where(eq(dataSources.id, id));
      return row ?? null;
    },

    /** Pause (false) or resume (true); the row as it is now, or null for no such source. */
    async setSourceActive(id: number, isActive: boolean) {
      const [row] = await db
        .update(dataSources)
        .set({ isActive, updatedAt: new Date() })
        .where(eq(dataSources.id, id))
        .returning();
      return row ?? null;
    },

    /** Each source's newest run (one row per source that ever ran). */
    latestRuns() {
      return db
        .selectDistinctOn([scrapingRuns.sourceId], {
          sourceId: scrapingRuns.sourceId,
          status: scrapingRuns.status,
          startTime: scrapingRuns.startTime,
          endTime: scrapingRuns.endTime,
          totalFound: scrapingRuns.totalFound,
          newAdded: scrapingRuns.newAdded,
          updated: scrapingRuns.updated,
          removed: scrapingRuns.removed,
          error: scrapingRuns.error,
        })
        .from(scrapingRuns)
        .where(isNotNull(scrapingRuns.sourceId))
        .orderBy(scrapingRuns.sourceId, desc(scrapingRuns.startTime), desc(scrapingRuns.id));
    },

    /** Listings open on `today` per source id, over both catalog tables. */
    async openListingsBySource(today: string): Promise<Map<number, number>> {
      const totals = new Map<number, number>();
      for (const table of ['scholarships', 'internships'] as const) {
        const t = catalogTables[table];
        const rows = await db
          .select({ sourceId: t.sourceId, n: count() })
          .from(t)
          .where(and(isNotNull(t.sourceId), openConditions(today)))
          .groupBy(t.sourceId);
        for (const row of rows) totals.set(row.sourceId!, (totals.get(row.sourceId!) ?? 0) + row.n);
      }
      return totals;
    },

    /** Users whose username, name or e-mail contains `fragment`; exact usernames first. */
    searchUsers(fragment: string, limit: number) {
      const pattern = containsPattern(fragment);
      return db
        .select({
          username: users.username,
          name: users.name,
          email: users.email,
          userType: users.userType,
          role: users.role,
          weeklyAccessExpiresAt: users.weeklyAccessExpiresAt,
          subscriptionStatus: subscriptions.status,
          subscriptionPeriodEnd: subscriptions.currentPeriodEnd,
        })
        .from(users)
        .leftJoin(subscriptions, eq(subscriptions.stripeSubscriptionId, users.stripeSubscriptionId))
        .where(or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.email, pattern)))
        .orderBy(sql`lower(${users.username}) <> ${fragment.toLowerCase()}`, users.username)
        .limit(limit);
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
export type AdminUserRow = Awaited<ReturnType<AdminRepo['searchUsers']>>[number];
export type DataSourceListRow = Awaited<ReturnType<AdminRepo['listSources']>>[number];
export type LatestRunRow = Awaited<ReturnType<AdminRepo['latestRuns']>>[number];
