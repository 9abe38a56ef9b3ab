import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { uniqueUsername } from '../support/accounts';
import { expectAccessible } from '../support/browser';
import { createListing } from '../support/listings';
import { studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

/**
 * Premium on the default server, which has no STRIPE_* settings (product §2 Subscribe, §8): the
 * upgrade offer leads to /subscribe, which says payments are unavailable, and the success page
 * finds no payment. The paid path runs in premium-payment.test.ts against a local Stripe fake.
 */

const toast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));

async function expectUnavailableCard(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Payment System Unavailable' }).waitFor();
  expect(
    await page.getByText('Stripe payment processing is not configured. Please contact support.').isVisible(),
  ).toBe(true);
}

describe('journey: Premium while payments are not configured', () => {
  let listing: { id: number; title: string };
  beforeAll(async () => {
    listing = await createListing({ type: 'scholarship' });
  });

  it('leads from Apply Now through the upgrade offer to the unavailable card, and back home', async ({
    pages,
  }) => {
    const username = uniqueUsername('katherine');
    const account = await studentAccount({ name: 'Katherine Johnson', username, password: 'orbit-1962' });
    const page = await pages.open({ as: account });

    await page.goto(`/scholarships/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium to apply' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Upgrade to Premium' }).click();

    await page.waitForURL((url) => url.pathname === '/subscribe');
    await expectUnavailableCard(page);
    const notice = toast(page, 'Payment system not configured');
    await notice.waitFor();
    expect(await notice.getByText('Stripe API keys are required for payment processing.').count()).toBe(1);
    // No payment form, and Stripe.js is never asked for without keys.
    expect(await page.getByRole('button', { name: 'Subscribe to Premium' }).count()).toBe(0);
    expect(await page.locator('script[src*="js.stripe.com"]').count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The profile's plan card offers the same way up.
    await page.goto('/profile#plan');
    const plan = page.locator('#plan');
    await plan.getByText('Free plan').waitFor();
    expect(await plan.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    await expectAccessible(page);
  });

  it('says no payment was found on /subscription-success, whatever the URL claims', async ({ pages }) => {
    const account = await studentAccount({
      name: 'Dorothy Vaughan',
      username: uniqueUsername('dorothy'),
      password: 'fortran-1961',
    });
    const page = await pages.open({ as: account });
    await page.goto('/subscription-success?payment_intent=pi_forged&redirect_status=succeeded');
    await page.getByText('We could not find a completed Premium payment on your account.').waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome to Premium!' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    await expectAccessible(page);
  });

  it('asks a signed-out visitor to sign in, and returns them to /subscription-success', async ({ pages }) => {
    const page = await pages.open();
    await page.goto('/subscription-success');
    await page.getByRole('heading', { level: 1, name: 'Sign in to see your subscription' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/subscription-success');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on the unavailable card (${theme} theme)`, async ({
      pages,
    }) => {
      const account = await studentAccount({
        name: 'Mary Winston',
        username: uniqueUsername('mary'),
        password: 'langley-1951',
      });
      const page = await pages.open({ theme, as: account });
      await page.goto('/subscribe');
      await expectUnavailableCard(page);
      await toast(page, 'Payment system not configured').waitFor();
      await expectAccessible(page);
    });
  }
});
