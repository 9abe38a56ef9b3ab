import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * The one place Stripe.js enters the app. It comes from js.stripe.com (never bundled, for PCI),
 * outside our process, so this tiny module is what unit tests replace. The /pure entry adds the
 * script tag only when called, so pages without a payment form never load it, and a failed load
 * can be tried again.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  return loadStripe(publishableKey);
}
