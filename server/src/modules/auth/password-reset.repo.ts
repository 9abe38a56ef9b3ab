import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';

/** Reset links (only token hashes) and the account changes a reset makes. */
export function createPasswordResetRepo(db: Database) {
  return {
    /** Who a reset for this username would reach: only accounts with an e-mail address. */
    async findRecipient(username: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row?.email ? { id: row.id, email: row.email, name: row.name } : null;
    },

    async insertToken(values: { userId: number; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(values);
    },

    /** Whether the token is live (unused, unexpired): checked before spending a password hash. */
    async isLive(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(live(tokenHash, now))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Marks the token used and returns its user, in one statement, so two parallel uses cannot
     * both succeed; null when unknown, used or expired.
     */
    async consume(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(live(tokenHash, now))
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId ?? null;
    },

    /** The user's other reset links stop working with the password they were sent for. */
    async retireTokensOf(userId: number, now: Date) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    async setPassword(userId: number, passwordHash: string) {
      await db.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
    },

    async deleteSessionsOf(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

function live(tokenHash: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

export type PasswordResetRepo = ReturnType<typeof createPasswordResetRepo>;
