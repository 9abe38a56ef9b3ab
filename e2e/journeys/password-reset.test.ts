import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  currentUser,
  fillCommonRegistration,
  openRegisterTab,
  signInThroughForm,
  uniqueUsername,
} from '../support/accounts';
import { expectAccessible, launchBrowser, newPage } from '../support/browser';

/**
 * A student forgets their password: asks on /auth, opens the e-mail in the local outbox (the
 * embedded stand-in for an inbox, ADR 024), follows the link, chooses a new password, signs in.
 */
describe('journey: password reset by e-mail', () => {
  let browser: Browser;
  const username = uniqueUsername('reset');
  const email = `${username}@example.org`;
  const oldPassword = 'first-password-1';
  const newPassword = 'second-password-2';

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await newPage(browser);
    await openRegisterTab(page);
    await fillCommonRegistration(page, { name: 'Reset Student', username, password: oldPassword });
    await page.getByLabel('Email (optional)').fill(email);
    await page.getByRole('radio', { name: 'Student / Family' }).check();
    await page.getByRole('combobox', { name: 'Specific role' }).selectOption({ label: 'Student' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
  afterAll(() => browser.close());

  /** The link in the newest reset e-mail to this student, read from the outbox as a person would. */
  async function readResetLink(page: Page): Promise<string> {
    const admin = inject('adminCredentials');
    await page.goto('/auth');
    await signInThroughForm(page, admin.username, admin.password);
    await page.waitForURL((url) => url.pathname === '/');
    const message = page
      .getByRole('listitem')
      .filter({ hasText: `to ${email}` })
      .first();
    // The e-mail is sent just after the answer: reload until it is there.
    await expect
      .poll(
        async () => {
          await page.goto('/email-preview');
          await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
          await page.getByText('Loading messages…').waitFor({ state: 'detached' });
          return message.count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    await message.getByRole('link', { name: 'Reset your FutureFund password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your FutureFund password' }).waitFor();
    // The message's frame is sandboxed without scripts (on purpose): axe cannot run inside it
    // and would wait for it forever, so the page is checked without it.
    expect(await page.getByTitle('The e-mail as HTML').getAttribute('sandbox')).toBe(
      'allow-popups allow-popups-to-escape-sandbox',
    );
    await page.evaluate(() => document.querySelector('iframe')?.remove());
    await expectAccessible(page);
    const link = page.getByRole('link', { name: /\/reset-password\?token=/ });
    return (await link.getAttribute('href'))!;
  }

  it('asks for a link, reads it in the outbox, sets a new password and signs in with it', async () => {
    const { context, page } = await newPage(browser);
    context.setDefaultTimeout(15_000);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account matches, we sent a reset link.').waitFor();
    await expectAccessible(page);

    const inbox = await newPage(browser);
    inbox.context.setDefaultTimeout(15_000);
    const resetLink = await readResetLink(inbox.page);
    await inbox.context.close();

    await page.goto(resetLink);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await signInThroughForm(page, username, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    expect((await currentUser(page))?.username).toBe(username);

    // The link worked once.
    const second = await newPage(browser);
    await second.page.goto(resetLink);
    await second.page.getByLabel('New password', { exact: true }).fill('third-password-3');
    await second.page.getByLabel('Confirm new password').fill('third-password-3');
    await second.page.getByRole('button', { name: 'Set new password' }).click();
    await second.page.getByText('This reset link is invalid or has expired.').waitFor();
    await second.context.close();
    await context.close();
  }, 90_000);

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on /reset-password (${theme} theme, 360 px)`, async () => {
      const { context, page } = await newPage(browser, { width: 360 });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/reset-password');
      await page.getByRole('button', { name: 'Send reset link' }).waitFor();
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.goto('/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      await page.getByRole('button', { name: 'Set new password' }).waitFor();
      await expectAccessible(page);
      await page.goto('/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
      await expectAccessible(page);
      await context.close();
    });
  }
});
