import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, textArray, timestamptz, updatedAt } from './columns';
import { users } from './users';

/** Third-party credentials, stored encrypted (the key is not in the database). */
export const securityCredentials = pgTable(
  'security_credentials',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    provider: text().notNull(),
    credentialType: text().notNull(),
    encryptedData: text().notNull(),
    encryptionIv: text().notNull(),
    expires: timestamptz(),
    scopes: textArray(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('security_credentials_user_id_idx').on(t.userId)],
);

export const authActivityLogs = pgTable(
  'auth_activity_logs',
  {
    id: id(),
    // Nullable and kept on user deletion: failed logins have no user, and the audit trail must survive.
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    /** The username as attempted (lower-cased): failed logins for unknown users still count per account. */
    username: text(),
    ipAddress: text(),
    userAgent: text(),
    location: text(),
    status: text().notNull(),
    failureReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_activity_logs_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('auth_activity_logs_created_at_idx').on(t.createdAt),
    // Login throttling counts recent failures per account and per IP.
    index('auth_activity_logs_username_idx').on(t.username, t.action, t.createdAt),
    index('auth_activity_logs_ip_idx').on(t.ipAddress, t.action, t.createdAt),
  ],
);

/**
 * Attempt counters behind the sign-in and registration limits (ADR 012): one row per (kind, key),
 * e.g. ('login_pair', 'ada\u0000203.0.113.9'), counting within a fixed window that starts at its
 * first attempt. Every attempt claims its slot with one atomic upsert before any password is
 * checked, so parallel requests cannot slip past the limit.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    kind: text().notNull(),
    key: text().notNull(),
    count: integer().notNull(),
    windowStart: timestamptz().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    // Expired windows are purged by age.
    index('auth_throttle_window_start_idx').on(t.windowStart),
  ],
);
