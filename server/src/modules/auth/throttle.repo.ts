import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottle } from '../../db/schema';

export type ThrottleKind =
  | 'login_pair'
  | 'login_address'
  | 'login_account'
  | 'register_address'
  /** Anonymous detail answers that used a free view, per client address (ADR 018). */
  | 'detail_views_ip'
  /** Password reset requests per client address and per account (ADR 024). */
  | 'reset_address'
  | 'reset_account'
  /** Builder generations per user per hour (ADR 029): each may cost a model call. */
  | 'builder_generate'
  /** Newsletter subscribe requests per client address and confirmation mails per recipient (ADR 030). */
  | 'newsletter_address'
  | 'newsletter_recipient'
  /** Contact-page messages per client address per hour (issue 18). */
  | 'support_address';

export interface Claim {
  /** Attempts in the current window, this one included. */
  count: number;
  windowStart: Date;
}

/** Atomic attempt counters (ADR 012); every method is one statement, safe across instances. */
export function createThrottleRepo(db: Database) {
  return {
    /**
     * Counts one attempt and returns the new count: a single INSERT … ON CONFLICT DO UPDATE, so
     * concurrent attempts each get a distinct count. A window older than windowMs starts over.
     */
    async claim(kind: ThrottleKind, key: string, windowMs: number, now: Date): Promise<Claim> {
      const expired = sql`${authThrottle.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
      const [row] = await db
        .insert(authThrottle)
        .values({ kind, key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: [authThrottle.kind, authThrottle.key],
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.count} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${authThrottle.windowStart} END`,
          },
        })
        .returning({ count: authThrottle.count, windowStart: authThrottle.windowStart });
      return row!;
    },

    /** Gives one claimed attempt back (it turned out not to count, e.g. a successful sign-in). */
    async release(kind: ThrottleKind, key: string) {
      await db
        .update(authThrottle)
        .set({ count: sql`greatest(${authThrottle.count} - 1, 0)` })
        .where(and(eq(authThrottle.kind, kind), eq(authThrottle.key, key)));
    },

    async reset(kind: ThrottleKind, key: string) {
      await db.delete(authThrottle).where(and(eq(authThrottle.kind, kind), eq(authThrottle.key, key)));
    },

    /**
     * Drops counters whose window started before `before`: they would start over anyway. With a
     * kind, only that kind's (its owner knows its window).
     */
    async purgeOlderThan(before: Date, kind?: ThrottleKind) {
      const old = lt(authThrottle.windowStart, before);
      await db.delete(authThrottle).where(kind ? and(old, eq(authThrottle.kind, kind)) : old);
    },
  };
}

export type ThrottleRepo = ReturnType<typeof createThrottleRepo>;
