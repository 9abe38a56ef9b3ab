import Stripe from 'stripe';
import { PREMIUM_PRICE_PER_WEEK_USD } from '@futurefund/core';

/** The lookup key that finds our weekly price again, so running the setup twice creates nothing new. */
export const WEEKLY_PRICE_LOOKUP_KEY = 'futurefund_premium_weekly';

/**
 * Creates the Premium product and its $5.99 weekly recurring price in a Stripe account, once
 * (npm run stripe:setup); a second run finds the price by its lookup key and answers it.
 */
export async function ensureWeeklyPrice(secretKey: string, apiUrl?: string) {
  const url = apiUrl ? new URL(apiUrl) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(url
      ? {
          host: url.hostname,
          port: url.port,
          protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
  const existing = await stripe.prices.list({ lookup_keys: [WEEKLY_PRICE_LOOKUP_KEY], limit: 1 });
  const found = existing.data[0];
  if (found) return { priceId: found.id, created: false };
  const product = await stripe.products.create(
    {
      name: 'FutureFund Premium',
      description: 'Apply directly, application documents, the resume builder and status tracking.',
    },
    { idempotencyKey: 'futurefund-setup-product-v1' },
  );
  const price = await stripe.prices.create(
    {
      product: product.id,
      currency: 'usd',
      unit_amount: Math.round(PREMIUM_PRICE_PER_WEEK_USD * 100),
      recurring: { interval: 'week' },
      lookup_key: WEEKLY_PRICE_LOOKUP_KEY,
    },
    { idempotencyKey: `futurefund-setup-price-v1-${product.id}` },
  );
  return { priceId: price.id, created: true };
}
