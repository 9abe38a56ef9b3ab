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
