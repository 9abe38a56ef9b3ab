import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { opportunityType } from './enums';

/**
 * Free detail views used by anonymous visitors (product §9: 3), keyed by the SHA-256 of the visitor
 * cookie. In the database so every instance counts the same views and the count is atomic.
 */
export const anonymousViews = pgTable('anonymous_views', {
  visitorHash: text().primaryKey(),
  views: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Which opportunities each anonymous visitor has opened: a view is counted once per visitor per
 * opportunity (reopening or reloading the same listing is free). `opportunityKey` is 's:12' or 'i:7'.
 */
export const anonymousViewedOpportunities = pgTable(
  'anonymous_viewed_opportunities',
  {
    visitorHash: text().notNull(),
    opportunityKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.visitorHash, t.opportunityKey] }),
    // Old rows are purged by age.
    index('anonymous_viewed_opportunities_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Detail views per listing per day (UTC), everyone's together: what contributor analytics count
 * (issue 16). Only a number per day, never who viewed.
 */
export const listingDailyViews = pgTable(
  'listing_daily_views',
  {
    opportunityType: opportunityType().notNull(),
    opportunityId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.opportunityType, t.opportunityId, t.day] })],
);
