import {
  reactionForRating,
  recommendationMessages as text,
  recommendationsApi,
  type OpportunityType,
} from '@futurefund/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  myFeedbackQuery,
  recommendationListKey,
  useSendFeedback,
} from '../../../components/recommendations/api';
import { toast } from '../../../hooks/use-toast';
import { isErrorCode } from '../../../lib/api-client';

/**
 * The detail page's stars as feedback: signed in, a choice is POSTed with the reaction it stands
 * for (5 perfect … 1-2 not relevant) and the saved one is read on load; signed out it stays local.
 */
export function useRating(type: OpportunityType, id: number, isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const savedQuery = myFeedbackQuery(type, id);
  const saved = useQuery({ ...savedQuery, enabled: isSignedIn });
  const feedback = useSendFeedback();
  const [chosen, setChosen] = useState<number | null>(null);
  const savedRating = isSignedIn ? (saved.data?.rating ?? null) : null;
  const rating = chosen ?? savedRating;

  function rate(stars: number) {
    const previous = chosen;
    setChosen(stars);
    if (!isSignedIn) return;
    const reactionType = reactionForRating(stars);
    feedback.mutate(
      { opportunityId: id, opportunityType: type, reactionType, rating: stars },
      {
        onSuccess: () => {
          queryClient.setQueryData(savedQuery.queryKey, { reactionType, rating: stars });
          // The next recommendations read it.
          return queryClient.invalidateQueries({ queryKey: recommendationListKey });
        },
        onError: (error) => {
          if (isErrorCode(error, recommendationsApi.feedback, 'UNAUTHENTICATED')) {
            return toast({ title: text.feedbackSignedOutTitle, description: text.feedbackSignedOut });
          }
          setChosen(previous);
          toast({ title: text.feedbackFailedTitle, description: text.tryLater, variant: 'destructive' });
        },
      },
    );
  }

  const isSaved = rating !== null && rating === savedRating && !feedback.isPending;
  return { rating, rate, isSaving: feedback.isPending, isSaved };
}
