import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { signInThroughForm } from '../support/accounts';
import { expectAccessible } from '../support/browser';
import { describe, expect, it } from '../support/fixtures';

/**
 * An admin checks that e-mail works (product §2 Admin, Email System): the status says the local
 * outbox is configured, a bad recipient is refused with the spec's text, a test e-mail is sent,
 * and its preview opens (ADR 024).
 */
describe('journey: the admin sends a test e-mail and opens its preview', () => {
  async function openEmailTab(page: Page) {
    const admin = inject('adminCredentials');
    await page.goto('/auth');
    await signInThroughForm(page, admin.username, admin.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Email System' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'email');
    await page.getByText('Configured', { exact: true }).waitFor();
  }

  it('refuses a bad recipient, sends a test e-mail and opens it in the outbox', async ({ pages }) => {
    const page = await pages.open();
    await openEmailTab(page);
    await expectAccessible(page);

    const subject = `Journey test ${Date.now()}`;
    await page.getByLabel('Recipient').fill('not-an-address');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Checking that e-mail reaches an inbox.');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    await page.getByLabel('Recipient').fill('counselor@example.org');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByRole('heading', { level: 2, name: 'Email Result' }).waitFor();
    await page.getByText('Test email sent (kept in the local outbox).').waitFor();
    // The tab's list of latest messages shows the new one too (its Preview link names it).
    await page.getByRole('link', { name: subject }).waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'View the message' }).click();
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    await page.getByText('counselor@example.org').first().waitFor();
    await page.getByText('Checking that e-mail reaches an inbox.').first().waitFor();
    // The sandboxed, script-free frame cannot host axe (see the password reset journey).
    await page.evaluate(() => document.querySelector('iframe')?.remove());
    await expectAccessible(page);
  }, 90_000);

  for (const theme of ['light', 'dark'] as const) {
    it(`the Email System tab is accessible and fits 360 px (${theme} theme)`, async ({ pages }) => {
      const page = await pages.open({ width: 360 });
      await pages.contextOf(page).addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openEmailTab(page);
      await page.getByRole('button', { name: 'Send Test Email' }).waitFor();
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }, 60_000);
  }
});
