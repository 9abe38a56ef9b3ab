import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers, newsletterUnsubscribeTokens } from '../../db/schema';

const t = newsletterSubscribers;

/** Subscriptions and their link tokens (ADR 030); only tokens' SHA-256 hashes are stored. */
export function createNewsletterRepo(db: Database) {
  return {
    /**
     * Creates the address's row or re-arms it for a new confirmation, in one statement (two
     * parallel requests for one address meet at the unique index). A confirmed row keeps its
     * state and gets no token: it answers `armed: false`, and nothing is sent.
     */
    async subscribe(values: { email: string; userId: number | null; tokenHash: string; expiresAt: Date }) {
      const confirmed = sql`${t.status} = 'confirmed'`;
      const [row] = await db
        .insert(t)
        .values({
          email: values.email,
          userId: values.userId,
          status: 'pending',
          confirmTokenHash: values.tokenHash,
          confirmExpiresAt: values.expiresAt,
        })
        .onConflictDoUpdate({
          target: t.email,
          set: {
            // A signed-in subscribe links the row; an anonymous one never unlinks it.
            userId: sql`coalesce(excluded.user_id, ${t.userId})`,
            status: sql`CASE WHEN ${confirmed} THEN ${t.status} ELSE 'pending' END`,
            confirmTokenHash: sql`CASE WHEN ${confirmed} THEN NULL ELSE excluded.confirm_token_hash END`,
            confirmExpiresAt: sql`CASE WHEN ${confirmed} THEN NULL ELSE excluded.confirm_expires_at END`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: t.id, status: t.status });
      return { id: row!.id, armed: row!.status === 'pending' };
    },

    /** Single use: the token's hash is cleared as the row is confirmed. Null for an unknown or expired token. */
    async confirm(tokenHash: string, now: Date) {
      const [row] = await db
        .update(t)
        .set({
          status: 'confirmed',
          confirmedAt: now,
          unsubscribedAt: null,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          updatedAt: now,
        })
        .where(and(eq(t.confirmTokenHash, tokenHash), eq(t.status, 'pending'), gt(t.confirmExpiresAt, now)))
        .returning({ id: t.id });
      return row ?? null;
    },

    async insertUnsubscribeToken(subscriberId: number, tokenHash: string) {
      await db.insert(newsletterUnsubscribeTokens).values({ subscriberId, tokenHash });
    },

    /**
     * Leaves by a mail's link: the subscriber becomes unsubscribed (a pending confirmation dies
     * with it). Null for an unknown token; using a token again changes nothing more.
     */
    async unsubscribe(tokenHash: string, now: Date) {
      const [token] = await db
        .update(newsletterUnsubscribeTokens)
        .set({ usedAt: sql`coalesce(${newsletterUnsubscribeTokens.usedAt}, ${now})` })
        .where(eq(newsletterUnsubscribeTokens.tokenHash, tokenHash))
        .returning({ subscriberId: newsletterUnsubscribeTokens.subscriberId });
      if (!token) return null;
      await db
        .update(t)
        .set({
          status: 'unsubscribed',
          unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, ${now})`,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          updatedAt: now,
        })
        .where(and(eq(t.id, token.subscriberId), sql`${t.status} <> 'unsubscribed'`));
      return token;
    },

    /** Confirmed subscribers, oldest first, with the account they are linked to. */
    async confirmed() {
      return db
        .select({ id: t.id, email: t.email, userId: t.userId })
        .from(t)
        .where(and(eq(t.status, 'confirmed'), isNull(t.unsubscribedAt)))
        .orderBy(t.id);
    },

    async markDigestSent(subscriberId: number, at: Date) {
      await db.update(t).set({ lastDigestAt: at }).where(eq(t.id, subscriberId));
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
