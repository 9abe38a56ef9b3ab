import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../server/test/fake-stripe';
import { registerStudent, uniqueUsername } from '../support/accounts';
import { expectAccessible } from '../support/browser';
import { describe, expect, it, type Pages } from '../support/fixtures';
import { createListing } from '../support/listings';
import { startServer, type RunningServer } from '../support/server-process';

/**
 * Premium bought end to end on a server configured for Stripe, whose API is a local fake (the real
 * SDK talks to it over HTTP). Stripe.js comes from js.stripe.com, unreachable here, so the journey
 * does what Stripe.js would on a confirmed card: the subscription's first invoice is paid in the
 * fake and Stripe's signed webhook is delivered. Everything after that is ours: the success page
 * asks the server, Apply Now opens the application, the tracker moves a status, and cancelling
 * keeps Premium to the end of the paid week.
 */
describe('journey: Premium through Stripe (local fake of the Stripe API)', () => {
  let stripe: FakeStripe;
  let server: RunningServer;
  let dataDir: string;
  const admin = { username: 'stripe_admin', password: 'stripe-admin-password' };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-e2e-stripe-'));
    // No seed: the journey posts the one listing it applies to (the suite's server has the seed).
    server = await startServer({
      dataDir,
      env: {
        ...stripe.env,
        SEED_DATA: 'false',
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        REGISTRATION_LIMIT_PER_HOUR: '1000',
      },
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function openPage(pages: Pages): Promise<Page> {
    const page = await pages.open({ baseURL: server.baseURL });
    // Nothing leaves the machine: Stripe.js fails to load, and a listing's application page is a stub.
    await pages.contextOf(page).route(
      (url) => url.hostname !== '127.0.0.1',
      (route) =>
        new URL(route.request().url()).hostname.endsWith('stripe.com')
          ? route.abort('internetdisconnected')
          : route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Application</title>' }),
    );
    return page;
  }

  /** What Stripe does once the card is confirmed: the invoice is paid and the signed event sent. */
  async function stripeConfirmsPayment(subscriptionId: string) {
    const { invoice } = stripe.pay(subscriptionId);
    const { payload, header } = stripe.sign(stripe.event('invoice.paid', invoice));
    const response = await fetch(`${server.baseURL}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    expect(response.status).toBe(200);
  }

  it('subscribes, lands on a confirmed success page, applies, tracks a status, and cancels to the period end', async ({
    pages,
  }) => {
    const page = await openPage(pages);
    const username = uniqueUsername('premium');
    await page.goto('/auth');
    await registerStudent(page, { name: 'Mary Jackson', username, password: 'wind-tunnel-1958' });
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/subscribe');
    await page.getByText('$5.99 per week').first().waitFor();
    await page.getByText('The secure payment form could not load.', { exact: false }).waitFor();
    await expectAccessible(page);

    // The Subscribe button's server call, then Stripe's side of the payment.
    const started = await page.request.post('/api/subscription', { headers: { origin: server.baseURL } });
    expect(started.status()).toBe(201);
    const { subscriptionId } = (await started.json()) as { subscriptionId: string };
    await stripeConfirmsPayment(subscriptionId);

    // Stripe's return URL carries these; the page must not need them to be true.
    await page.goto('/subscription-success?payment_intent=pi_forged&redirect_status=succeeded');
    await page.getByRole('heading', { name: 'Welcome to Premium!' }).waitFor();
    await page.getByText('Premium Subscriber').waitFor();
    await page.getByText(username, { exact: false }).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Browse Opportunities' }).click();
    await page.waitForURL((url) => url.pathname === '/opportunities');

    // Apply Now opens the listing's application page.
    const listing = await createListing({ type: 'scholarship' }, { baseURL: server.baseURL, admin });
    await page.goto(`/scholarships/${listing.id}`);
    const popup = pages.contextOf(page).waitForEvent('page');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(new URL(listing.url).href);
    await opened.close();

    // Status tracking: save it, then move it to Applied on the dashboard.
    const saved = await page.request.post('/api/applications', {
      headers: { origin: server.baseURL },
      data: { opportunityId: listing.id, opportunityType: 'scholarship', status: 'interested' },
    });
    expect(saved.status()).toBe(201);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Update Status for ${listing.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await dialog.getByLabel('Status').selectOption('applied');
    const patched = page.waitForResponse(
      (response) =>
        /\/api\/applications\/\d+$/.test(response.url()) && response.request().method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await patched).status()).toBe(200);

    // Cancel anytime: Premium continues to the end of the paid week.
    await page.goto('/profile#plan');
    const plan = page.locator('#plan');
    await plan.getByText('Renews on', { exact: false }).waitFor();
    await plan.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await plan.getByText('Premium continues until', { exact: false }).waitFor();
    expect(stripe.subscription(subscriptionId).cancelAtPeriodEnd).toBe(true);
    const access = await page.request.post('/api/check-access', { headers: { origin: server.baseURL } });
    expect(((await access.json()) as { hasApplicationAccess: boolean }).hasApplicationAccess).toBe(true);
  }, 120_000);
});
