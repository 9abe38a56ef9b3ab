import type { TrackingEvent } from '@futurefund/core';
import type { SessionUser } from '../auth/auth.repo';
import type { RecommendationsRepo } from './recommendations.repo';

/** Interactions that will feed recommendations (product §7: e.g. source 'detail_page_apply'). */
export function createRecommendationsService(repo: RecommendationsRepo) {
  return {
    /** Records an event as the acting user's own: the user id never comes from the payload. */
    async recordEvent(actor: SessionUser, event: TrackingEvent): Promise<void> {
      await repo.insertEvent({
        userId: actor.id,
        opportunityId: event.opportunityId,
        opportunityType: event.opportunityType,
        eventType: event.eventType,
        metadata: event.metadata ?? null,
      });
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
