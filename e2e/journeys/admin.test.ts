import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { uniqueUsername } from '../support/accounts';
import { expectAccessible } from '../support/browser';
import { studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

const toast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));

/**
 * Holds the browser's next POST to `path` until released, so the screen's busy state ("Scraping
 * Data...", "Processing...") can be seen; the request then goes to the real server unchanged.
 */
async function holdNextPost(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    },
  );
  return release;
}

/** A status code and an optional header, read by the signed-in page (its session cookie is used). */
function fetchFromPage(page: Page, path: string, header?: string) {
  return page.evaluate(
    async ({ path, header }) => {
      const response = await fetch(path, { credentials: 'include' });
      return { status: response.status, header: header ? response.headers.get(header) : null };
    },
    { path, header },
  );
}

/** The innermost element holding both a heading and a text: the card or row that heading names. */
const around = (page: Page, heading: string, text: string | RegExp): Locator =>
  page
    .getByRole('main')
    .locator('div, li')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
    .filter({ hasText: text })
    .last();

const auditEntries = (page: Page) =>
  page.getByRole('list', { name: 'Admin actions, newest first' }).getByRole('listitem');

const numberFormat = new Intl.NumberFormat('en-US');

describe('journey: the admin console on /admin', () => {
  it('shows a student Access Denied (and the API refuses them); Return to Home goes home', async ({
    pages,
  }) => {
    const account = await studentAccount({
      name: 'Katherine Johnson',
      username: uniqueUsername('notadmin'),
      password: 'trajectory-1962',
    });
    const page = await pages.open({ as: account });

    await page.goto('/admin');
    const denied = page.getByRole('alert').filter({ hasText: 'Access Denied' });
    await denied.getByRole('heading', { name: 'Access Denied', level: 1 }).waitFor();
    expect(await denied.textContent()).toContain(
      "You don't have permission to access the admin dashboard. This area is restricted to admin users only.",
    );
    expect(await page.getByRole('tab', { name: 'Opportunity Data' }).count()).toBe(0);
    expect((await fetchFromPage(page, '/api/admin/overview')).status).toBe(403);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the catalog figures, refreshes with progress and a result, and pauses and resumes a source', async ({
    pages,
  }) => {
    const page = await pages.open({ as: 'admin' });
    await page.goto('/admin');

    // Opportunity Data is the first tab; its figures are what browse lists today (ADR 026).
    const dataTab = page.getByRole('tab', { name: 'Opportunity Data' });
    expect(await dataTab.getAttribute('aria-selected')).toBe('true');
    for (const [heading, path] of [
      ['Scholarships', '/api/scholarships?limit=1'],
      ['Internships', '/api/internships?limit=1'],
    ] as const) {
      const open = Number((await fetchFromPage(page, path, 'x-total-count')).header);
      expect(open).toBeGreaterThan(0);
      const card = around(page, heading, 'open now (listed on the site)');
      await card.getByText(numberFormat.format(open), { exact: true }).waitFor();
    }

    // Refresh: the button's busy text while the call is out, then the server's progress, then the result.
    const refresh = page.getByRole('button', { name: 'Refresh Opportunity Data' });
    await page.getByRole('heading', { name: 'Data sources' }).waitFor();
    const release = await holdNextPost(page, '/api/opportunities/refresh');
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/opportunities/refresh' &&
        response.request().method() === 'POST',
      { timeout: 180_000 },
    );
    await refresh.click();
    const busy = page.getByRole('button', { name: 'Scraping Data...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    // Reading every bundled source takes seconds; the page polls the status once a second.
    const progress = page.getByRole('progressbar', { name: /^Sources done: \d+ of \d+$/ });
    await progress.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('list', { name: 'Sources in this refresh' }).count()).toBe(1);
    expect((await answered).status()).toBe(200);
    const result = page.getByRole('alert').filter({ hasText: 'Refresh complete' });
    await result.waitFor({ timeout: 150_000 });
    await result
      .getByText(/^Opportunity data refreshed: \d+ new scholarships and \d+ new internships/)
      .waitFor();
    await result
      .getByText(
        /^(\d+ scholarships and \d+ internships added|Nothing new: \d+ scholarships and \d+ internships already present)$/,
      )
      .waitFor();
    await refresh.waitFor();
    await progress.waitFor({ state: 'detached' });

    // Pause the first source and resume it: the row and the server both follow.
    const pause = page.getByRole('button', { name: /^Pause / }).first();
    const name = (await pause.getAttribute('aria-label'))!.replace(/^Pause /, '');
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });
    await row.getByText('Active', { exact: true }).waitFor();
    await pause.click();
    await row.getByText('Paused', { exact: true }).waitFor();
    const sourceActive = async () => {
      const sources = await page.evaluate(async () =>
        (await fetch('/api/admin/data-sources', { credentials: 'include' })).json(),
      );
      return (sources as { name: string; isActive: boolean }[]).find((source) => source.name === name)
        ?.isActive;
    };
    expect(await sourceActive()).toBe(false);
    await row.getByRole('button', { name: `Resume ${name}` }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Pause ${name}` }).waitFor();
    expect(await sourceActive()).toBe(true);

    // Each of those actions is in the audit log, newest first.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
    await expect
      .poll(async () => (await auditEntries(page).allTextContents()).slice(0, 3))
      .toEqual([
        expect.stringMatching(new RegExp(`^Source resumed${escapeRegExp(name)}`)),
        expect.stringMatching(new RegExp(`^Source paused${escapeRegExp(name)}`)),
        expect.stringMatching(/^Refresh started/),
      ]);
  }, 180_000); // a refresh reads every bundled source: ~10 s idle, much longer on a loaded machine

  it('finds a student, grants 7 days of complimentary Premium and revokes it, each with a reason in the audit log', async ({
    pages,
    student,
  }) => {
    const { username } = student;
    const studentPage = await pages.open({ as: student });
    await studentPage.goto('/');

    const page = await pages.open({ as: 'admin' });
    await page.goto('/admin?tab=users');
    expect(await page.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('textbox', { name: 'Search users' }).fill(username);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 user found').waitFor();
    // The result row (the audit log's entries name the user too).
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Manage ${username}` }) });
    await row.getByText(/Student seeker · User · Free$/).waitFor();
    await row.getByRole('button', { name: `Manage ${username}` }).click();
    const controls = page.getByRole('region', { name: `Premium for ${username}` });
    await controls.getByText('Now: Free').waitFor();
    expect(await controls.getByRole('form', { name: 'Revoke Premium' }).count()).toBe(0);

    // A grant needs a reason.
    const grantForm = controls.getByRole('form', { name: 'Grant complimentary Premium' });
    await grantForm.getByRole('button', { name: 'Grant Premium' }).click();
    await grantForm.getByText('A reason is required.').waitFor();

    await grantForm.getByRole('spinbutton', { name: 'Days of Premium' }).fill('7');
    await grantForm.getByRole('textbox', { name: 'Reason for granting' }).fill('Science fair winner');
    const granted = page.waitForResponse((response) => response.url().endsWith('/complimentary-access'));
    await grantForm.getByRole('button', { name: 'Grant Premium' }).click();
    const grant = await granted;
    expect(grant.status()).toBe(200);
    const until = (await grant.json()).weeklyAccessExpiresAt as string;
    const days = (Date.parse(until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await toast(page, 'Premium granted').waitFor();
    const plan = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso)),
      until,
    );
    await row.getByText(`Premium until ${plan} (complimentary)`, { exact: false }).waitFor();
    await controls.getByText(`Now: Premium until ${plan} (complimentary)`).waitFor();
    const first = auditEntries(page).first();
    await first.getByText('Premium granted').waitFor();
    await first.getByText(username, { exact: true }).waitFor();
    await first.getByText('Reason: Science fair winner').waitFor();
    await first.getByText(`by ${inject('adminCredentials').username}`, { exact: false }).waitFor();
    // The student has Premium now (their own session says so).
    const studentUser = await studentPage.evaluate(async () =>
      (await fetch('/api/user', { credentials: 'include' })).json(),
    );
    expect(studentUser.weeklyAccessExpiresAt).toBe(until);

    // Revoke, with its own reason.
    const revokeForm = controls.getByRole('form', { name: 'Revoke Premium' });
    await revokeForm
      .getByRole('textbox', { name: 'Reason for revoking' })
      .fill('Granted to the wrong account');
    await revokeForm.getByRole('button', { name: 'Revoke Premium' }).click();
    await toast(page, 'Premium revoked').waitFor();
    await row.getByText(/Student seeker · User · Free$/).waitFor();
    await controls.getByText('Now: Free').waitFor();
    await first.getByText('Premium revoked').waitFor();
    await first.getByText('Reason: Granted to the wrong account').waitFor();
    await expect
      .poll(async () => {
        const user = await studentPage.evaluate(async () =>
          (await fetch('/api/user', { credentials: 'include' })).json(),
        );
        return Date.parse(user.weeklyAccessExpiresAt) <= Date.now();
      })
      .toBe(true);
  });

  it('explains the deadline reminders, triggers a check and lists the run', async ({ pages }) => {
    const page = await pages.open({ as: 'admin' });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Deadline Reminders' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'deadlines');
    const panel = page.getByRole('tabpanel');
    await panel
      .getByText(
        'The system checks every day at 9:00 AM (in each user’s time zone) and reminds users 7, 3 and 1 days before the deadline of an opportunity they saved, in the app and by e-mail.',
      )
      .waitFor();
    await panel
      .getByRole('table', { name: 'Last deadline checks' })
      .or(panel.getByText('No deadline checks have run yet.'))
      .waitFor();
    const adminRuns = () =>
      panel
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Admin', exact: true }) })
        .count();
    const before = await adminRuns();

    const release = await holdNextPost(page, '/api/email/trigger-deadline-check');
    await panel.getByRole('button', { name: 'Trigger Deadline Check' }).click();
    const busy = panel.getByRole('button', { name: 'Processing...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await panel
      .getByRole('alert')
      .getByText(/^Deadline check complete: \d+ reminders? sent \(\d+ e-mails?, \d+ in-app\)\.$/)
      .waitFor();
    await panel.getByRole('button', { name: 'Trigger Deadline Check' }).waitFor();
    await expect.poll(adminRuns).toBe(before + 1);
  });

  for (const width of [360, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`is accessible on every tab at ${width} px in the ${theme} theme`, async ({ pages }) => {
        const page = await pages.open({ width, theme, as: 'admin' });
        await page.goto('/admin');
        const loaded: Record<string, () => Promise<void>> = {
          'Opportunity Data': () =>
            page
              .getByRole('button', { name: /^(Pause|Resume) / })
              .first()
              .waitFor(),
          'Email System': () => page.getByRole('tabpanel').waitFor(),
          'Deadline Reminders': () =>
            page
              .getByRole('table', { name: 'Last deadline checks' })
              .or(page.getByText('No deadline checks have run yet.'))
              .waitFor(),
          Users: async () => {
            // With a search result and the Premium controls open, so those are checked too.
            await page
              .getByRole('textbox', { name: 'Search users' })
              .fill(inject('adminCredentials').username);
            await page.getByRole('button', { name: 'Search', exact: true }).click();
            await page.getByRole('button', { name: `Manage ${inject('adminCredentials').username}` }).click();
            await page.getByRole('form', { name: 'Grant complimentary Premium' }).waitFor();
            await auditEntries(page).first().or(page.getByText('No admin actions yet.')).waitFor();
          },
        };
        for (const [tab, ready] of Object.entries(loaded)) {
          await page.getByRole('tab', { name: tab }).click();
          // The tab follows the URL (?tab=), which the click changes a moment later.
          await expect
            .poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected'))
            .toBe('true');
          await ready();
          await page.waitForLoadState('networkidle');
          await expectAccessible(page);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${tab} scrolls sideways`,
          ).toBeLessThanOrEqual(width);
        }
      });
    }
  }
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
