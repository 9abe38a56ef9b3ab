import { boolean, index, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import type { MatchSignal } from '@futurefund/core';
import { createdAt, id, updatedAt } from './columns';
import { opportunityType, recommendationEventType } from './enums';
import { users } from './users';

// opportunityId points into scholarships or internships depending on opportunityType, so it has no FK.

export const recommendations = pgTable(
  'recommendations',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: integer().notNull(),
    opportunityType: opportunityType().notNull(),
    /** 0-100. */
    score: integer().notNull(),
    /** The reasoning sentence and every signal with its points, as computed (product §3 matchReasons). */
    matchReasons: jsonb().$type<{ reasoning: string; signals: MatchSignal[] }>(),
    isViewed: boolean().notNull().default(false),
    isSaved: boolean().notNull().default(false),
    isApplied: boolean().notNull().default(false),
    isDismissed: boolean().notNull().default(false),
    userFeedback: text(),
    lastAlgorithmVersion: text(),
    /** The detail page's star rating (1-5); userFeedback holds the reaction it maps to. */
    rating: smallint(),
    /** The key of the computation that ranked it (user_profiles.recommendations_key); null: feedback only. */
    computedFor: text(),
    /** Its place in that computation's list, best first (0): ties in score keep the engine's order. */
    listPosition: smallint(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Recomputing recommendations upserts rather than piling up duplicates.
    unique('recommendations_user_opportunity_unique').on(t.userId, t.opportunityType, t.opportunityId),
    index('recommendations_user_score_idx').on(t.userId, t.score.desc()),
  ],
);

export const recommendationEvents = pgTable(
  'recommendation_events',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: integer().notNull(),
    opportunityType: opportunityType().notNull(),
    eventType: recommendationEventType().notNull(),
    relevanceScore: integer(),
    timestamp: createdAt(),
    /** Client-side session label for analytics; never the auth session token. */
    sessionId: text(),
    deviceInfo: jsonb().$type<Record<string, unknown>>(),
    metadata: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('recommendation_events_user_timestamp_idx').on(t.userId, t.timestamp),
    // Contributor analytics count events per opportunity.
    index('recommendation_events_opportunity_idx').on(t.opportunityType, t.opportunityId),
  ],
);
