import { emailApi, newsletterApi, type EmailPreview } from '@futurefund/core';
import type { Page } from 'playwright-core';
import { uniqueUsername } from '../support/accounts';
import { expectAccessible } from '../support/browser';
import { asAdmin, studentAccount, type ApiClient } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

/** The newest message of `kind` to `to`, read from the local outbox (the inbox's stand-in, ADR 024). */
async function newestMail(api: ApiClient, to: string, kind: string): Promise<EmailPreview> {
  let found: { publicId: string } | undefined;
  // Confirmation mails are sent just after the answer: poll until it is there.
  await expect
    .poll(
      async () => {
        const list = await api.call(emailApi.outbox);
        found = list.messages.find((message) => message.to === to && message.kind === kind);
        return Boolean(found);
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  return api.call(emailApi.preview, { params: { publicId: found!.publicId } });
}

/** The path and query of the mail's link to `path` (the mail's host is the server's PUBLIC_URL). */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  expect(match, `no ${path} link in:\n${text}`).not.toBeNull();
  return match![1]!;
}

async function subscribeInFooter(page: Page, email: string) {
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await footer.getByText('Check your inbox: we sent a link to confirm your subscription.').waitFor();
}

/**
 * Issue 18's newsletter: a visitor subscribes in the footer, confirms with the e-mailed link,
 * gets the digest (run by the admin) and leaves with the link in it; a signed-in student's
 * subscription is linked to the account.
 */
describe('journey: newsletter', () => {
  it('subscribes on /, confirms from the mail, receives a digest of real listings and leaves', async ({
    pages,
  }) => {
    const email = `${uniqueUsername('visitor')}@example.org`;
    const page = await pages.open();
    await page.goto('/');
    await subscribeInFooter(page, email);
    await expectAccessible(page);

    const confirmation = await asAdmin((api) => newestMail(api, email, 'newsletter_confirm'));
    expect(confirmation.subject).toBe('Confirm your FutureFund newsletter subscription');
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await page.goto(linkIn(confirmation.text, '/newsletter/confirm'));
    await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByText('Your subscription is confirmed. The first digest arrives next week.').waitFor();
    await expectAccessible(page);

    // The admin sends this week's digest now; the seeded catalog was added this week.
    const digest = await asAdmin(async (api) => {
      const run = await api.call(newsletterApi.digest);
      expect(run.sent).toBeGreaterThanOrEqual(1);
      return newestMail(api, email, 'newsletter_digest');
    });
    expect(digest.subject).toMatch(/^FutureFund weekly: \d+ new opportunit(y|ies)$/);
    const listing =
      /^- (.+) \((scholarship|internship) · .*\)\n(?: {2}Why: .*\n)? {2}https?:\/\/[^\s/]+(\/(?:scholarships|internships)\/\d+)$/m.exec(
        digest.text,
      );
    expect(listing, digest.text).not.toBeNull();
    const [, title, , detailPath] = listing!;
    await page.goto(detailPath!);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(title);

    await page.goto(linkIn(digest.text, '/newsletter/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText("You've been unsubscribed from the FutureFund newsletter.").waitFor();
    await expectAccessible(page);
  }, 120_000);

  it("links a signed-in student's subscription to the account", async ({ pages }) => {
    const username = uniqueUsername('newsstudent');
    const email = `${username}@example.org`;
    const account = await studentAccount({ name: 'News Student', username, password: 'news-student-pw-1' });
    const page = await pages.open({ as: account });
    await page.goto('/');
    await subscribeInFooter(page, email);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const response = await fetch('/api/profile/export', { credentials: 'include' });
          const data = (await response.json()) as { newsletter?: { email: string; status: string }[] };
          return data.newsletter;
        }),
      )
      .toEqual([expect.objectContaining({ email, status: 'pending' })]);
  }, 60_000);

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on the box and pages (${theme} theme, 360 px)`, async ({
      pages,
    }) => {
      const page = await pages.open({ width: 360, theme });
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).waitFor();
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const token = 'A'.repeat(43);
      await page.goto(`/newsletter/confirm?token=${token}`);
      await page.getByRole('button', { name: 'Confirm subscription' }).click();
      await page
        .getByText('This confirmation link is invalid or has expired. Please subscribe again.')
        .waitFor();
      await expectAccessible(page);
      await page.goto(`/newsletter/unsubscribe?token=${token}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
