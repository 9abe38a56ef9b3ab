import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
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

    /**
     * Failed logins for one account since `since` that came after its last successful login:
     * the count and the oldest one (for Retry-After).
     */
    async recentFailuresForUsername(username: string, since: Date) {
      const lastSuccess = db
        .select({ at: sql`max(${authActivityLogs.createdAt})` })
        .from(authActivityLogs)
        .where(
          and(
            eq(authActivityLogs.username, username),
            eq(authActivityLogs.action, 'login'),
            eq(authActivityLogs.status, 'success'),
          ),
        );
      const [row] = await db
        .select({ failures: count(), oldest: min(authActivityLogs.createdAt) })
        .from(authActivityLogs)
        .where(
          and(
            eq(authActivityLogs.username, username),
            eq(authActivityLogs.action, 'login'),
            eq(authActivityLogs.status, 'failure'),
            inArray(authActivityLogs.failureReason, ['unknown_user', 'wrong_password']),
            gt(authActivityLogs.createdAt, since),
            sql`${authActivityLogs.createdAt} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
          ),
        );
      return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
    },

    /** Attempts of one action from one IP since `since` with the given outcome reasons. */
    async recentAttemptsFromIp(ipAddress: string, action: string, since: Date, failureReasons?: string[]) {
      const [row] = await db
        .select({ attempts: count(), oldest: min(authActivityLogs.createdAt) })
        .from(authActivityLogs)
        .where(
          and(
            eq(authActivityLogs.ipAddress, ipAddress),
            eq(authActivityLogs.action, action),
            gt(authActivityLogs.createdAt, since),
            failureReasons ? inArray(authActivityLogs.failureReason, failureReasons) : undefined,
          ),
        );
      return { attempts: row?.attempts ?? 0, oldest: row?.oldest ?? null };
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
