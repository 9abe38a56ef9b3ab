import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * Newsletter subscribers (issue 18, double opt-in). `email` is stored trimmed and lower-cased, so
 * one address is one row whatever its spelling. A row is `pending` until the e-mailed confirmation
 * link is used, then `confirmed`; leaving makes it `unsubscribed` (kept, so a later subscribe starts
 * a new confirmation instead of a duplicate). Only the confirmation token's SHA-256 is stored.
 * `userId` links an account when the subscriber was signed in, so the digest can use the profile.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** pending | confirmed | unsubscribed */
    status: text().notNull().default('pending'),
    confirmTokenHash: text(),
    confirmExpiresAt: timestamptz(),
    confirmedAt: timestamptz(),
    unsubscribedAt: timestamptz(),
    lastDigestAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(t.confirmTokenHash),
    index('newsletter_subscribers_status_idx').on(t.status),
    index('newsletter_subscribers_user_idx').on(t.userId),
  ],
);

/** One-click leave links in newsletter mails: per message, only the SHA-256 stored. */
export const newsletterUnsubscribeTokens = pgTable('newsletter_unsubscribe_tokens', {
  id: id(),
  subscriberId: integer()
    .notNull()
    .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique('newsletter_unsubscribe_tokens_token_hash_unique'),
  usedAt: timestamptz(),
  createdAt: createdAt(),
});

/**
 * One row per (subscriber, digest period), claimed before the digest is sent: the unique index
 * makes a second run (another instance, a manual trigger) find it taken, so each week's digest goes
 * out once. claimed → sent | failed | empty (nothing new to send).
 */
export const newsletterDigestClaims = pgTable(
  'newsletter_digest_claims',
  {
    id: id(),
    subscriberId: integer()
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** The ISO week the digest covers, e.g. 2026-W48. */
    period: text().notNull(),
    status: text().notNull().default('claimed'),
    listingCount: integer().notNull().default(0),
    lastError: text(),
    claimedAt: timestamptz().notNull().defaultNow(),
    sentAt: timestamptz(),
  },
  (t) => [uniqueIndex('newsletter_digest_claims_once_idx').on(t.subscriberId, t.period)],
);
