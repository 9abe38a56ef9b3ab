import { accessApi, subscriptionApi, type SubscriptionState } from '@futurefund/core';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery } from './api-query';
import { currentUserQueryKey } from './auth-api';

// The subscription reads /subscribe, /subscription-success and the profile's plan card share, so
// an answer one of them gets (sync, cancel, resume) is what the others show next.

/** GET /api/subscription/config: whether payments are configured, and Stripe's publishable key. */
export const subscriptionConfigQuery = endpointQuery(subscriptionApi.config);

/** GET /api/subscription: the signed-in user's plan and subscription. */
export const subscriptionStateQuery = endpointQuery(subscriptionApi.state);

/**
 * Stores a fresh subscription state and reloads what Premium decides elsewhere: the current user
 * (its access end) and the detail page's access check, which would otherwise stay cached (data
 * never goes stale, product §9) and still refuse Apply after paying.
 */
export async function storeSubscriptionState(queryClient: QueryClient, state: SubscriptionState) {
  queryClient.setQueryData(subscriptionStateQuery.queryKey, state);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: [accessApi.check.path] }),
  ]);
}
