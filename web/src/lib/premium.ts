import { PREMIUM_PRICE_PER_WEEK_USD, type SubscriptionState } from '@futurefund/core';
import { formatTimestamp } from './format';

// Premium as people read it (product §1): what it unlocks, what it costs and how long it runs.
// Shared by the upgrade dialog, /subscribe, /subscription-success and the profile's plan card.
// Only types and constants from core here: the upgrade dialog must not pull zod into its chunk.

/** The four abilities Premium unlocks (product §1, §2 Subscription success). */
export const premiumAbilities = [
  'Apply directly',
  'Store application documents',
  'AI resume and cover-letter builder',
  'Application tracking with status updates',
] as const;

/** "$5.99 per week", from the one price constant. */
export const premiumPriceText = `$${PREMIUM_PRICE_PER_WEEK_USD.toFixed(2)} per week`;

/** Stripe takes amounts in the currency's smallest unit (cents); 5.99 → 599. */
export const premiumPriceCents = Math.round(PREMIUM_PRICE_PER_WEEK_USD * 100);

/** Plans that include every Premium feature. */
export const hasPremiumPlan = (state: Pick<SubscriptionState, 'plan'>) => state.plan !== 'free';

/** A moment from the API as a date in the user's zone, e.g. "Mar 1, 2026". */
export const premiumDate = (iso: string | null | undefined) => (iso ? formatTimestamp(iso) : null);

/**
 * One line saying how long Premium runs, for people who have it: "Renews on {date}" while a
 * subscription renews, "Premium until {date}" when it will not, "Complimentary until {date}" for
 * support-given access (ADR 010), and the admin line. Null on the free plan.
 */
export function premiumRunsLine(state: SubscriptionState): string | null {
  switch (state.plan) {
    case 'free':
      return null;
    case 'admin':
      return 'Admins have every Premium feature.';
    case 'complimentary': {
      const until = premiumDate(state.accessUntil);
      return until ? `Complimentary until ${until}` : 'Complimentary Premium';
    }
    case 'paid': {
      const renews = premiumDate(state.renewsAt);
      if (renews) return `Renews on ${renews}`;
      const until = premiumDate(state.accessUntil);
      return until ? `Premium until ${until}` : 'Premium';
    }
  }
}

/** The plan's name as the profile and /subscribe show it. */
export function planName(state: Pick<SubscriptionState, 'plan'>): string {
  switch (state.plan) {
    case 'free':
      return 'Free plan';
    case 'paid':
      return `Premium · ${premiumPriceText}`;
    case 'complimentary':
      return 'Premium (complimentary)';
    case 'admin':
      return 'Premium (admin)';
  }
}
