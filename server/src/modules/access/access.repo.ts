import { eq, sql } from 'drizzle-orm';
import { FREE_PROFILE_VIEWS } from '@futurefund/core';
import type { Database } from '../../db/client';
import { anonymousViews, users } from '../../db/schema';

export function createAccessRepo(db: Database) {
  return {
    async viewsUsed(visitorHash: string): Promise<number> {
      const [row] = await db
        .select({ views: anonymousViews.views })
        .from(anonymousViews)
        .where(eq(anonymousViews.visitorHash, visitorHash));
      return row?.views ?? 0;
    },

    /**
     * Uses one free view if any is left, atomically: concurrent requests serialise on the row, and
     * the WHERE is re-checked after each waits, so the count can never pass the limit.
     * Returns the new count, or null when no view was left.
     */
    async useView(visitorHash: string): Promise<number | null> {
      const [row] = await db
        .insert(anonymousViews)
        .values({ visitorHash, views: 1 })
        .onConflictDoUpdate({
          target: anonymousViews.visitorHash,
          set: { views: sql`${anonymousViews.views} + 1`, updatedAt: new Date() },
          setWhere: sql`${anonymousViews.views} < ${FREE_PROFILE_VIEWS}`,
        })
        .returning({ views: anonymousViews.views });
      return row?.views ?? null;
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
  };
}
export type AccessRepo = ReturnType<typeof createAccessRepo>;
