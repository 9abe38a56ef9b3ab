import { eq, sql } from 'drizzle-orm';
import type { UnsubscribeCategory } from '@futurefund/core';
import type { Database } from '../../db/client';
import { notificationPreferences, unsubscribeTokens } from '../../db/schema';

/** The notification preference each unsubscribe category turns off (product §3). */
const preferenceColumn = {
  deadline_reminders: 'emailDeadlineReminders',
  application_updates: 'emailApplicationUpdates',
  opportunity_matches: 'emailOpportunityMatches',
} as const satisfies Record<UnsubscribeCategory, keyof typeof notificationPreferences.$inferInsert>;

export function createUnsubscribeRepo(db: Database) {
  return {
    async insertToken(values: { userId: number; tokenHash: string; category: UnsubscribeCategory }) {
      await db.insert(unsubscribeTokens).values(values);
    },

    async findToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(unsubscribeTokens)
        .where(eq(unsubscribeTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Turns the category's e-mail flag off, creating the user's preferences (defaults) if missing. */
    async turnOff(userId: number, category: UnsubscribeCategory) {
      const column = preferenceColumn[category];
      await db
        .insert(notificationPreferences)
        .values({ userId, [column]: false })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { [column]: false } });
    },

    async markUsed(tokenId: number, at: Date) {
      await db
        .update(unsubscribeTokens)
        .set({ usedAt: sql`coalesce(${unsubscribeTokens.usedAt}, ${at})` })
        .where(eq(unsubscribeTokens.id, tokenId));
    },
  };
}

export type UnsubscribeRepo = ReturnType<typeof createUnsubscribeRepo>;
