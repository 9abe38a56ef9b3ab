import {
  recommendationsApi,
  type Feedback,
  type OpportunityType,
  type ProfileFactKey,
  type RecommendationSettings,
} from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endpointKey, endpointQuery } from '../../lib/api-query';
import { showErrorToast } from '../../lib/error-toast';

// The recommendation calls (product §7) the panel, its cards and the detail page's rating use.

/** Every list, whatever its limit: invalidated when feedback or settings change what it holds. */
export const recommendationListKey = endpointKey(recommendationsApi.list);

export const recommendationsQuery = (limit: number) =>
  endpointQuery(recommendationsApi.list, { query: { limit } });

export function useRecommendations(limit: number, enabled: boolean) {
  return useQuery({ ...recommendationsQuery(limit), enabled });
}

/** POST /api/recommendations/feedback: a reaction, or the detail page's stars with their reaction. */
export function useSendFeedback() {
  return useMutation<unknown, Error, Feedback>({
    mutationFn: (body) => api(recommendationsApi.feedback, { body }),
  });
}

/** One listing's saved reaction and rating (the detail page's rating card). */
export const myFeedbackQuery = (opportunityType: OpportunityType, opportunityId: number) =>
  endpointQuery(recommendationsApi.myFeedback, { query: { opportunityType, opportunityId } });

/**
 * A click on a card's title (product §7 track, source 'recommendation_card'). Fire-and-forget:
 * tracking must never get in the way of opening the listing.
 */
export function trackCardClick(opportunityType: OpportunityType, opportunityId: number) {
  api(recommendationsApi.track, {
    body: { opportunityId, opportunityType, eventType: 'click', metadata: { source: 'recommendation_card' } },
  }).catch(() => undefined);
}

const settingsQuery = endpointQuery(recommendationsApi.settings);

/** The profile facts the user asked recommendations not to use. */
export function useRecommendationSettings(enabled: boolean) {
  return useQuery({ ...settingsQuery, enabled });
}

/**
 * Hides a fact from, or gives it back to, the engine: reads the current settings first so a
 * second change never drops the first, then reloads the lists, which the change re-scores.
 */
export function useToggleFact() {
  const queryClient = useQueryClient();
  return useMutation<RecommendationSettings, Error, { fact: ProfileFactKey; hide: boolean }>({
    mutationFn: async ({ fact, hide }) => {
      const { hiddenFacts } = await queryClient.fetchQuery(settingsQuery);
      const others = hiddenFacts.filter((key) => key !== fact);
      return api(recommendationsApi.updateSettings, {
        body: { hiddenFacts: hide ? [...others, fact] : others },
      });
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQuery.queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: recommendationListKey });
    },
    onError: (error) => showErrorToast(error),
  });
}
