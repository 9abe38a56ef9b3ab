import { subscriptionApi, type StartSubscriptionAnswer, type SubscriptionState } from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  storeSubscriptionState,
  subscriptionConfigQuery,
  subscriptionStateQuery,
} from '../../../lib/subscription-query';

// The calls of /subscribe and /subscription-success (product §2, §4 Payment).

export function useSubscriptionConfig() {
  return useQuery(subscriptionConfigQuery);
}

/** The plan; only asked for signed-in people (the endpoint needs a session). */
export function useSubscriptionState({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionStateQuery, enabled });
}

/** POST /api/subscription: a subscription waiting for its first payment, and the secret to pay it. */
export function useStartSubscription() {
  return useMutation<StartSubscriptionAnswer, Error>({
    mutationFn: () => api(subscriptionApi.start),
  });
}

/**
 * POST /api/subscription/sync: the server re-reads the subscription from Stripe and answers the
 * state. The success page trusts only this answer, never the query string Stripe appends.
 */
export function useSyncSubscription() {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionState, Error>({
    mutationFn: () => api(subscriptionApi.sync),
    onSuccess: (state) => storeSubscriptionState(queryClient, state),
  });
}
