import { sql } from 'drizzle-orm';
import type { OpportunityType } from '@futurefund/core';
import type { Database } from '../../db/client';
import { listingDailyViews } from '../../db/schema';

/**
 * Views per listing per UTC day (migration 0020) for contributor analytics: one upsert per
 * recorded detail view, signed in or not, so counting costs a single cheap statement.
 */
export function createDailyViewsRepo(db: Database) {
  return {
    async add(type: OpportunityType, id: number, at: Date): Promise<void> {
      await db
        .insert(listingDailyViews)
        .values({ opportunityType: type, opportunityId: id, day: at.toISOString().slice(0, 10), views: 1 })
        .onConflictDoUpdate({
          target: [listingDailyViews.opportunityType, listingDailyViews.opportunityId, listingDailyViews.day],
          set: { views: sql`${listingDailyViews.views} + 1` },
        });
    },
  };
}

export type DailyViewsRepo = ReturnType<typeof createDailyViewsRepo>;
