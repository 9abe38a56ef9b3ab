import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, textArray, timestamptz } from './columns';
import { contributorSubType, seekerSubType, userRole, userType } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull().unique(),
    /** A password hash, never the password itself. */
    password: text().notNull(),
    email: text(),
    name: text(),
    role: userRole().notNull().default('user'),
    userType: userType().notNull(),
    seekerSubType: seekerSubType(),
    contributorSubType: contributorSubType(),
    organizationName: text(),
    organizationWebsite: text(),
    jobTitle: text(),
    educationLevel: text(),
    intendedMajor: text(),
    graduationYear: integer(),
    gpa: text(),
    studentName: text(),
    relationshipToStudent: text(),
    skills: textArray(),
    interests: textArray(),
    city: text(),
    state: text(),
    country: text(),
    isVerified: boolean().notNull().default(false),
    verificationDate: timestamptz(),
    profileViewsUsed: integer().notNull().default(0),
    weeklyAccessExpiresAt: timestamptz(),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    createdAt: createdAt(),
  },
  // Usernames are unique regardless of case, so "Ada" cannot register next to "ada".
  (t) => [uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`)],
);
