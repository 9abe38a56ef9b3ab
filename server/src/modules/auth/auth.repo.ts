import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authActivityLogs, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** A user as loaded for a request: everything except the password hash. */
export type SessionUser = Omit<UserRow, 'password'>;

const { password: _passwordHash, ...userColumnsWithoutPassword } = getTableColumns(users);

export function createAuthRepo(db: Database) {
  return {
    async findUserByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    /** Inserts the user; returns null when the username is taken (case-insensitively). */
    async insertUser(values: NewUser): Promise<UserRow | null> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async insertSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },

    /** The live session for a token hash, with its user, or null when unknown or expired. */
    async findSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          user: userColumnsWithoutPassword,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },

    async touchSession(sessionId: number, lastSeenAt: Date, expiresAt: Date) {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
    },

    async deleteSessionByTokenHash(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    async logActivity(values: typeof authActivityLogs.$inferInsert) {
      await db.insert(authActivityLogs).values(values);
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
