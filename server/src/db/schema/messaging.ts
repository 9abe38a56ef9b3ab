import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { applications } from './applications';
import { users } from './users';

/**
 * In-app notifications (the header bell). `link` is an in-app path such as /scholarships/12;
 * a deadline reminder also names its application so the bell can open it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    applicationId: integer().references(() => applications.id, { onDelete: 'set null' }),
    readAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
  ],
);

/**
 * One row per (application, days before, deadline) reminder, written before anything is sent:
 * the unique index makes a second claimant (a re-run, an overlapping trigger, another instance)
 * find it taken, so each reminder goes out once. A failed e-mail leaves the claim `failed` with
 * its attempts, for a later check to retry; the deadline is part of the key, so a moved deadline
 * earns new reminders.
 */
export const reminderClaims = pgTable(
  'reminder_claims',
  {
    id: id(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    daysBefore: integer().notNull(),
    deadline: date({ mode: 'string' }).notNull(),
    /** claimed → sent | failed (retried) | skipped (preferences said no e-mail; in-app only). */
    status: text().notNull().default('claimed'),
    attempts: integer().notNull().default(0),
    emailSent: boolean().notNull().default(false),
    notified: boolean().notNull().default(false),
    lastError: text(),
    claimedAt: timestamptz().notNull().defaultNow(),
    sentAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('reminder_claims_once_idx').on(t.applicationId, t.daysBefore, t.deadline),
    index('reminder_claims_status_idx').on(t.status),
  ],
);

/**
 * The embedded mailbox: without SMTP_URL every message is stored here and shown on a preview
 * page, standing in for a test-mail account offline. Kept with SMTP too, as the send log.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** Random, unguessable: the preview link carries it. */
    publicId: text().notNull().unique('email_outbox_public_id_unique'),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** stored (outbox only) | sent (accepted by SMTP) | failed */
    status: text().notNull(),
    messageId: text(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt.desc())],
);

/** Password reset links: only the token's SHA-256 is stored; single use, valid 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique('password_reset_tokens_token_hash_unique'),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * One-click unsubscribe links (no sign-in): the token's SHA-256 and what it turns off for whom.
 * `category` names a notification preference group (deadline reminders, application updates…).
 */
export const unsubscribeTokens = pgTable('unsubscribe_tokens', {
  id: id(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique('unsubscribe_tokens_token_hash_unique'),
  category: text().notNull(),
  usedAt: timestamptz(),
  createdAt: createdAt(),
});

/** Every admin action (refresh, source paused, Premium granted…), shown on the admin Users tab. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    // Kept when the admin or the target account is deleted: an audit trail must survive.
    adminId: integer().references(() => users.id, { onDelete: 'set null' }),
    adminUsername: text().notNull(),
    action: text().notNull(),
    target: text(),
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt.desc())],
);
