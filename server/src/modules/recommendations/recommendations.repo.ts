import type { Database } from '../../db/client';
import { recommendationEvents } from '../../db/schema';

export type NewRecommendationEvent = typeof recommendationEvents.$inferInsert;

export function createRecommendationsRepo(db: Database) {
  return {
    async insertEvent(event: NewRecommendationEvent): Promise<void> {
      await db.insert(recommendationEvents).values(event);
    },
  };
}

export type RecommendationsRepo = ReturnType<typeof createRecommendationsRepo>;
