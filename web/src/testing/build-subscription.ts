import type { SubscriptionConfig, SubscriptionDetails, SubscriptionState } from '@futurefund/core';

/** GET /api/subscription/config with Stripe set up (test-mode key; nothing calls Stripe in unit tests). */
export function buildSubscriptionConfig(overrides: Partial<SubscriptionConfig> = {}): SubscriptionConfig {
  return { configured: true, publishableKey: 'pk_test_futurefund', pricePerWeekUsd: 5.99, ...overrides };
}

/** What the server answers without Stripe keys. */
export const notConfigured = (): SubscriptionConfig =>
  buildSubscriptionConfig({ configured: false, publishableKey: null });

/** A subscription as the server last read it from Stripe: active, renewing. */
export function buildSubscriptionDetails(overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails {
  return {
    status: 'active',
    currentPeriodEnd: '2026-07-08T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    ...overrides,
  };
}

/** A subscription state: the free plan, nothing paid, unless a test says otherwise. */
export function buildSubscriptionState(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    plan: 'free',
    hasApplicationAccess: false,
    accessUntil: null,
    renewsAt: null,
    subscription: null,
    paymentProcessing: false,
    portalAvailable: false,
    ...overrides,
  };
}

/** A paying subscriber whose week renews on 2026-07-08 (shown in the user's zone). */
export function paidState(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return buildSubscriptionState({
    plan: 'paid',
    hasApplicationAccess: true,
    accessUntil: '2026-07-08T12:00:00.000Z',
    renewsAt: '2026-07-08T12:00:00.000Z',
    subscription: buildSubscriptionDetails(),
    portalAvailable: true,
    ...overrides,
  });
}
