import type { Stripe } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { loadStripeJs } from '../stripe-loader';

/**
 * Stripe.js for one publishable key, loaded once and kept: Stripe asks for a single instance per
 * page, and coming back to /subscribe should not load it again. A failed load stays an error
 * until refetch() tries again.
 */
export function useStripeJs(publishableKey: string) {
  return useQuery<Stripe, Error>({
    queryKey: ['stripe.js', publishableKey],
    queryFn: async () => {
      const stripe = await loadStripeJs(publishableKey);
      if (!stripe) throw new Error('Stripe.js is not available in this environment');
      return stripe;
    },
    gcTime: Infinity,
    // A Stripe instance is not data to compare field by field.
    structuralSharing: false,
  });
}
