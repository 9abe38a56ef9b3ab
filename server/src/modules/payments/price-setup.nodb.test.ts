import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { ensureWeeklyPrice } from './price-setup';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

describe('npm run stripe:setup', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  it('creates the $5.99 weekly price once, then finds it again', async () => {
    const first = await ensureWeeklyPrice(stripe.env.STRIPE_SECRET_KEY, stripe.url);
    expect(first.created).toBe(true);
    const price = stripe.requests.find(
      (request) => request.path === '/v1/prices' && request.method === 'POST',
    );
    expect(price?.params).toMatchObject({
      unit_amount: '599',
      currency: 'usd',
      recurring: { interval: 'week' },
    });
    expect(price?.idempotencyKey).toMatch(/^futurefund-setup-price-/);
    const second = await ensureWeeklyPrice(stripe.env.STRIPE_SECRET_KEY, stripe.url);
    expect(second).toEqual({ priceId: first.priceId, created: false });
  });

  it('prints the price id to configure, and refuses to run without a secret key', async () => {
    const env = {
      ...process.env,
      STRIPE_SECRET_KEY: stripe.env.STRIPE_SECRET_KEY,
      STRIPE_API_URL: stripe.url,
    };
    const { stdout } = await run('npx', ['tsx', 'server/src/cli/stripe-setup.ts'], { cwd: root, env });
    expect(stdout).toMatch(/STRIPE_PRICE_ID=price_[0-9a-f]+/);
    const missing = run('npx', ['tsx', 'server/src/cli/stripe-setup.ts'], {
      cwd: root,
      env: { ...process.env, STRIPE_SECRET_KEY: '' },
    });
    await expect(missing).rejects.toMatchObject({ stderr: expect.stringContaining('STRIPE_SECRET_KEY') });
  }, 30_000);
});
