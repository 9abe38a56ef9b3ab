import { subscriptionApi, type SubscriptionState } from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/error-toast';
import { premiumDate } from '../../../lib/premium';
import { storeSubscriptionState, subscriptionStateQuery } from '../../../lib/subscription-query';

// The plan card's calls (product §1: cancel anytime, Premium runs to the end of the paid period).

export function usePlan() {
  return useQuery(subscriptionStateQuery);
}

/** Cancel and resume answer the new state, which the card (and /subscribe) then show. */
function usePlanChange(
  endpoint: typeof subscriptionApi.cancel | typeof subscriptionApi.resume,
  messages: { success: string; detail: (state: SubscriptionState) => string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionState, Error>({
    mutationFn: () => api(endpoint),
    onSuccess: async (state) => {
      toast({ title: messages.success, description: messages.detail(state) });
      await storeSubscriptionState(queryClient, state);
    },
    onError: (error) => showErrorToast(error, messages.failure),
  });
}

/** The date Premium ends for a subscription set to cancel. */
export const premiumEnd = (state: SubscriptionState) =>
  premiumDate(state.accessUntil ?? state.subscription?.currentPeriodEnd);

export function useCancelSubscription() {
  return usePlanChange(subscriptionApi.cancel, {
    success: 'Subscription cancelled',
    detail: (state) => `Premium continues until ${premiumEnd(state) ?? 'the end of this billing period'}.`,
    failure: 'Cancel failed',
  });
}

export function useResumeSubscription() {
  return usePlanChange(subscriptionApi.resume, {
    success: 'Subscription resumed',
    detail: (state) => {
      const renews = premiumDate(state.renewsAt);
      return renews ? `Premium renews on ${renews}.` : 'Premium renews every week again.';
    },
    failure: 'Resume failed',
  });
}

/** Stripe's customer portal (payment method, invoices) opens through a one-time link. */
export function useOpenBillingPortal() {
  return useMutation<{ url: string }, Error>({
    mutationFn: () => api(subscriptionApi.portal),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => showErrorToast(error, 'Billing unavailable'),
  });
}
