import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supportMessages } from '../../db/schema';

export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type NewSupportMessage = Pick<
  typeof supportMessages.$inferInsert,
  'userId' | 'name' | 'email' | 'topic' | 'message'
>;

export function createSupportRepo(db: Database) {
  return {
    async insert(message: NewSupportMessage): Promise<SupportMessageRow> {
      const [row] = await db.insert(supportMessages).values(message).returning();
      return row!;
    },

    async markForwarded(id: number, at: Date) {
      await db
        .update(supportMessages)
        .set({ status: 'forwarded', forwardedAt: at })
        .where(eq(supportMessages.id, id));
    },

    /** Kept with status failed, so support can still read it in the database. */
    async markFailed(id: number) {
      await db.update(supportMessages).set({ status: 'failed' }).where(eq(supportMessages.id, id));
    },

    /** The user's own messages, for the data export (product §2 "Your data"). */
    async listForUser(userId: number): Promise<SupportMessageRow[]> {
      return db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.userId, userId))
        .orderBy(supportMessages.id);
    },
  };
}

export type SupportRepo = ReturnType<typeof createSupportRepo>;
