import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transaction';
import { anonymousViewedOpportunities, anonymousViews, subscriptions, users } from '../../db/schema';

/** 's:12' for scholarship 12, 'i:7' for internship 7: one key space for both catalog tables. */
export type OpportunityKey = `${'s' | 'i'}:${number}`;

const viewed = (visitorHash: string, key: OpportunityKey) =>
  and(
    eq(anonymousViewedOpportunities.visitorHash, visitorHash),
    eq(anonymousViewedOpportunities.opportunityKey, key),
  )!;

/**
 * An anonymous visitor's free views (ADR 018), over the database or one transaction. SQL only:
 * the limit is the service's. `anonymous_views.views` is kept equal to the number of the
 * visitor's rows in `anonymous_viewed_opportunities`, and its row is the lock that orders one
 * visitor's parallel first views.
 */
function viewStatements(db: Database) {
  return {
    /** How many listings the visitor opened, and whether `key` is one of them (one read). */
    async viewState(visitorHash: string, key: OpportunityKey) {
      const [row] = await db
        .select({
          views: anonymousViews.views,
          seen: sql<boolean>`exists (select 1 from ${anonymousViewedOpportunities} where ${viewed(visitorHash, key)})`,
        })
        .from(anonymousViews)
        .where(eq(anonymousViews.visitorHash, visitorHash));
      return { views: row?.views ?? 0, seen: row?.seen ?? false };
    },

    /**
     * The visitor's count, its row created if new and locked until the transaction ends, so a
     * parallel request of the same visitor waits here and then reads what this one wrote.
     */
    async lockViews(visitorHash: string): Promise<number> {
      const [row] = await db
        .insert(anonymousViews)
        .values({ visitorHash, views: 0 })
        .onConflictDoUpdate({ target: anonymousViews.visitorHash, set: { updatedAt: new Date() } })
        .returning({ views: anonymousViews.views });
      return row!.views;
    },

    async hasViewed(visitorHash: string, key: OpportunityKey): Promise<boolean> {
      const rows = await db
        .select({ key: anonymousViewedOpportunities.opportunityKey })
        .from(anonymousViewedOpportunities)
        .where(viewed(visitorHash, key));
      return rows.length > 0;
    },

    /** Records the listing as seen and counts it; call under lockViews, after hasViewed said no. */
    async addViewed(visitorHash: string, key: OpportunityKey) {
      await db.insert(anonymousViewedOpportunities).values({ visitorHash, opportunityKey: key });
      await db
        .update(anonymousViews)
        .set({ views: sql`${anonymousViews.views} + 1` })
        .where(eq(anonymousViews.visitorHash, visitorHash));
    },
  };
}

export function createAccessRepo(db: Database) {
  return {
    ...viewStatements(db),
    /** Runs fn in one transaction over the view statements. */
    transaction: transactional(db, viewStatements),

    async viewsUsed(visitorHash: string): Promise<number> {
      const [row] = await db
        .select({ views: anonymousViews.views })
        .from(anonymousViews)
        .where(eq(anonymousViews.visitorHash, visitorHash));
      return row?.views ?? 0;
    },

    /** Signed-in views are unlimited; the count is kept for the user's own statistics. */
    async countUserView(userId: number): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ profileViewsUsed: sql`${users.profileViewsUsed} + 1` })
        .where(eq(users.id, userId))
        .returning({ views: users.profileViewsUsed });
      return row?.views ?? 0;
    },

    /**
     * Complimentary Premium: `days` from now, or from the end of the access the user already has,
     * whichever is later. Usernames match regardless of case (ADR 006). Undefined for no such user.
     */
    async extendApplicationAccess(username: string, days: number) {
      const [updated] = await db
        .update(users)
        .set({
          weeklyAccessExpiresAt: sql`greatest(coalesce(${users.weeklyAccessExpiresAt}, now()), now()) + make_interval(days => ${days})`,
        })
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .returning({ username: users.username, weeklyAccessExpiresAt: users.weeklyAccessExpiresAt });
      return updated;
    },

    /** Whose Premium this is and until when, for a revoke; undefined for no such user. */
    async premiumOf(username: string) {
      const [row] = await db
        .select({
          username: users.username,
          weeklyAccessExpiresAt: users.weeklyAccessExpiresAt,
          // The access end is covered by a subscription Stripe charged for (core premiumPlan).
          paid: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.stripeSubscriptionId} = ${users.stripeSubscriptionId} and ${subscriptions.status} not in ('incomplete', 'incomplete_expired') and ${subscriptions.currentPeriodEnd} >= ${users.weeklyAccessExpiresAt})`,
        })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      return row;
    },

    /** Ends Premium at `at` (the revoke); the Stripe columns are left alone. */
    async endApplicationAccess(username: string, at: Date) {
      const [updated] = await db
        .update(users)
        .set({ weeklyAccessExpiresAt: at })
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .returning({ username: users.username, weeklyAccessExpiresAt: users.weeklyAccessExpiresAt });
      return updated;
    },
  };
}
export type AccessRepo = ReturnType<typeof createAccessRepo>;
