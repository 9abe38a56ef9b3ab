import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { applicationStatus, opportunityType } from './enums';
import { users } from './users';

// opportunityId points into scholarships or internships depending on opportunityType, so it has no FK.
export const applications = pgTable(
  'applications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: integer().notNull(),
    opportunityType: opportunityType().notNull(),
    status: applicationStatus().notNull().default('interested'),
    notes: text(),
    dateApplied: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Saving the same opportunity twice must not create a second application.
    unique('applications_user_opportunity_unique').on(t.userId, t.opportunityType, t.opportunityId),
    index('applications_user_status_idx').on(t.userId, t.status),
  ],
);

/** Every status an application has had: the row for its creation (fromStatus null) and each change. */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: id(),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: applicationStatus(),
    toStatus: applicationStatus().notNull(),
    note: text(),
    changedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('application_status_history_application_idx').on(t.applicationId, t.changedAt)],
);

/**
 * A user's private calendar subscription. Calendar apps poll it without a session, so the URL
 * carries a random token; only its SHA-256 is stored, and deleting the row revokes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: createdAt(),
});
