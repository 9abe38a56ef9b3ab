import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { NOTIFICATION_DEFAULTS } from '@futurefund/core';
import { id, textArray, timestamptz, updatedAt } from './columns';
import { users } from './users';

// One row per user (userId is unique) for both tables.

export const userProfiles = pgTable('user_profiles', {
  id: id(),
  userId: integer()
    .notNull()
    .unique('user_profiles_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text(),
  lastName: text(),
  email: text(),
  phone: text(),
  address: text(),
  city: text(),
  state: text(),
  zipCode: text(),
  currentTitle: text(),
  summary: text(),
  skills: textArray(),
  interests: textArray(),
  education: jsonb().$type<Record<string, unknown>[]>(),
  workExperience: jsonb().$type<Record<string, unknown>[]>(),
  careerGoals: text(),
  preferredIndustries: textArray(),
  preferredLocations: textArray(),
  // Eligibility facts kept off `users` so they never reach the session user or another person.
  citizenship: text(),
  firstGeneration: boolean(),
  /** Optional; used only for matching stated requirements, never shown to others. */
  gender: text(),
  /** Optional; used only for matching stated requirements, never shown to others. */
  ethnicity: text(),
  /** IANA zone ("America/Chicago"); the browser's by default. */
  timeZone: text(),
  /** Profile facts the user asked recommendations not to use (core profileFactKeys). */
  hiddenMatchFacts: textArray(),
  /**
   * What the stored recommendations were computed from (profile, reactions, catalog version, day,
   * algorithm): a GET whose inputs hash the same reads them instead of recomputing (ADR 023).
   */
  recommendationsKey: text(),
  updatedAt: updatedAt(),
});

export const notificationPreferences = pgTable('notification_preferences', {
  id: id(),
  userId: integer()
    .notNull()
    .unique('notification_preferences_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  // Text, not an enum: the spec fixes only the default.
  emailFrequency: text().notNull().default(NOTIFICATION_DEFAULTS.emailFrequency),
  emailOpportunityMatches: boolean().notNull().default(true),
  emailDeadlineReminders: boolean().notNull().default(true),
  emailApplicationUpdates: boolean().notNull().default(true),
  pushEnabled: boolean().notNull().default(false),
  pushOpportunityMatches: boolean().notNull().default(true),
  pushDeadlineReminders: boolean().notNull().default(true),
  pushApplicationUpdates: boolean().notNull().default(true),
  pushToken: text(),
  smsEnabled: boolean().notNull().default(false),
  smsDeadlineReminders: boolean().notNull().default(false),
  smsApplicationUpdates: boolean().notNull().default(false),
  phoneNumber: text(),
  daysBeforeDeadline: integer().notNull().default(NOTIFICATION_DEFAULTS.daysBeforeDeadline),
  priorityThreshold: integer().notNull().default(NOTIFICATION_DEFAULTS.priorityThreshold),
  lastNotified: timestamptz(),
  updatedAt: updatedAt(),
});
