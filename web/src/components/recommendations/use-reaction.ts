import {
  recommendationMessages as text,
  recommendationsApi,
  type Recommendation,
  type ReactionType,
} from '@futurefund/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { isErrorCode } from '../../lib/api-client';
import { recommendationListKey, useSendFeedback } from './api';

const signedOut = () => toast({ title: text.feedbackSignedOutTitle, description: text.feedbackSignedOut });

/**
 * Product §4 reactions: a click selects and sends it; the selected one clicked again clears it
 * here and sends nothing; signed out (or on an example) it is only shown here. 'Not relevant'
 * reloads the list, which no longer holds the listing, so the card goes.
 */
export function useReaction(item: Recommendation, isSample: boolean) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReactionType | null>(item.reaction);
  const feedback = useSendFeedback();

  function choose(reaction: ReactionType) {
    if (reaction === selected) return setSelected(null);
    const previous = selected;
    setSelected(reaction);
    if (isSample || !user) return signedOut();
    feedback.mutate(
      { opportunityId: item.id, opportunityType: item.type, reactionType: reaction },
      {
        onSuccess: () => {
          toast({ title: text.feedbackThanksTitle, description: text.feedbackThanks });
          if (reaction === 'thumbs_down')
            void queryClient.invalidateQueries({ queryKey: recommendationListKey });
        },
        onError: (error) => {
          if (isErrorCode(error, recommendationsApi.feedback, 'UNAUTHENTICATED')) return signedOut();
          // Not saved: the card goes back to what the server has.
          setSelected(previous);
          toast({ title: text.feedbackFailedTitle, description: text.tryLater, variant: 'destructive' });
        },
      },
    );
  }

  return { selected, choose, isPending: feedback.isPending };
}
