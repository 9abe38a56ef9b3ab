import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, textArray, timestamptz } from './columns';
import { approvalStatus } from './enums';
import { users } from './users';

/** The older scholarship submission flow (product §5 "Scholarship submission (older schema)"). */
export const scholarshipSubmissions = pgTable(
  'scholarship_submissions',
  {
    id: id(),
    submitterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    dueDate: text(),
    awardAmount: text(),
    eligibility: text(),
    url: text(),
    tags: textArray(),
    location: text(),
    isRemote: boolean().notNull().default(false),
    isHybrid: boolean().notNull().default(false),
    status: approvalStatus().notNull().default('pending'),
    adminNotes: text(),
    rejectionReason: text(),
    reviewedAt: timestamptz(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('scholarship_submissions_status_created_at_idx').on(t.status, t.createdAt),
    index('scholarship_submissions_submitter_id_idx').on(t.submitterId),
  ],
);
