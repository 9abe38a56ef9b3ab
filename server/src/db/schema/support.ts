import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/**
 * Messages sent through the contact page (issue 18): kept here and forwarded to the support
 * address by e-mail, so a message is never lost when mail is down. `userId` is set when the sender
 * was signed in (kept as null if the account is later deleted).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    topic: text().notNull(),
    message: text().notNull(),
    /** new | forwarded (e-mailed to support) | failed (kept for a later look) */
    status: text().notNull().default('new'),
    forwardedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt.desc())],
);
