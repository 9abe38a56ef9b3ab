import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { currentUser, signInThroughForm, uniqueUsername } from '../support/accounts';
import { registerThroughApi } from '../support/api';
import { expectAccessible } from '../support/browser';
import { describe, expect, it } from '../support/fixtures';

/**
 * A student forgets their password: asks on /auth, opens the e-mail in the local outbox (the
 * embedded stand-in for an inbox, ADR 024), follows the link, chooses a new password, signs in.
 */
describe('journey: password reset by e-mail', () => {
  const username = uniqueUsername('reset');
  const email = `${username}@example.org`;
  const oldPassword = 'first-password-1';
  const newPassword = 'second-password-2';

  beforeAll(async () => {
    const { api } = await registerThroughApi({
      name: 'Reset Student',
      username,
      password: oldPassword,
      email,
    });
    await api.dispose();
  });

  /** The link in the newest reset e-mail to this student, read from the outbox as a person would. */
  async function readResetLink(page: Page): Promise<string> {
    await page.goto('/');
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

  it('asks for a link, reads it in the outbox, sets a new password and signs in with it', async ({
    pages,
  }) => {
    const page = await pages.open();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account matches, we sent a reset link.').waitFor();
    await expectAccessible(page);

    const inboxPage = await pages.open({ as: 'admin' });
    const resetLink = await readResetLink(inboxPage);

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
    const secondPage = await pages.open();
    await secondPage.goto(resetLink);
    await secondPage.getByLabel('New password', { exact: true }).fill('third-password-3');
    await secondPage.getByLabel('Confirm new password').fill('third-password-3');
    await secondPage.getByRole('button', { name: 'Set new password' }).click();
    await secondPage.getByText('This reset link is invalid or has expired.').waitFor();
  }, 90_000);

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on /reset-password (${theme} theme, 360 px)`, async ({
      pages,
    }) => {
      const page = await pages.open({ width: 360, theme });
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
    });
  }
});
