import { EnvError, parseStripeSetupEnv } from '../env';
import { ensureWeeklyPrice } from '../modules/payments/price-setup';

// STRIPE_SECRET_KEY=sk_… npm run stripe:setup: creates the Premium product and its weekly price
// in that Stripe account (once) and prints the STRIPE_PRICE_ID to configure (ADR 027).
async function main() {
  const env = parseStripeSetupEnv();
  const { priceId, created } = await ensureWeeklyPrice(env.STRIPE_SECRET_KEY, env.STRIPE_API_URL);
  console.log(created ? 'Created the FutureFund Premium weekly price.' : 'The weekly price already exists.');
  console.log(`STRIPE_PRICE_ID=${priceId}`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ? error.message : `Stripe setup failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
