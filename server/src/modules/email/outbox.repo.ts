import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

/** The local outbox and send log (`email_outbox`, ADR 024). */
export function createOutboxRepo(db: Database) {
  return {
    async insert(values: NewOutboxRow): Promise<OutboxRow> {
      const [row] = await db.insert(emailOutbox).values(values).returning();
      return row!;
    },

    async recent(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(limit);
    },

    async findByPublicId(publicId: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.publicId, publicId)).limit(1);
      return row ?? null;
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
