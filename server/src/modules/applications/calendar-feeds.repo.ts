import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

export function createCalendarFeedsRepo(db: Database) {
  return {
    /** Stores the hash of a user's new feed token, replacing any earlier one. */
    async replace(userId: number, tokenHash: string): Promise<Date> {
      const createdAt = new Date();
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
      return createdAt;
    },

    async findUserId(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.userId;
    },

    async createdAt(userId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row?.createdAt;
    },

    async remove(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
  };
}

export type CalendarFeedsRepo = ReturnType<typeof createCalendarFeedsRepo>;
