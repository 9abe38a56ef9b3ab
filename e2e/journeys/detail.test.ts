import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { uniqueUsername } from '../support/accounts';
import { APP_START_TIMEOUT, baseURL, expectAccessible, startApp } from '../support/browser';
import { createListing } from '../support/listings';
import { studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

type ListItem = { id: number; type: 'scholarship' | 'internship'; title: string };

/** Scholarships posted for this run, due a few weeks from today whatever day it is. */
async function openScholarships(count: number): Promise<ListItem[]> {
  const items: ListItem[] = [];
  for (let index = 0; index < count; index += 1)
    items.push(await createListing({ type: 'scholarship', dueInDays: 20 + index }));
  return items;
}

/** Waits until the listing shows either in full or behind the upgrade dialog. */
async function detailShown(page: Page, item: ListItem) {
  await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
  await page.getByRole('tab', { name: 'Overview' }).or(page.getByRole('dialog')).first().waitFor();
}

/** Opens a detail page and waits until either the full page or the upgrade dialog shows. */
async function openDetail(page: Page, item: ListItem) {
  await page.goto(`/scholarships/${item.id}`);
  await detailShown(page, item);
}

/** The page shows the listing in full: its tabs and Apply Now, no dialog. */
async function expectFull(page: Page, label: string) {
  expect(await page.getByRole('dialog').count(), label).toBe(0);
  expect(await page.getByRole('tab', { name: 'Overview' }).count(), label).toBe(1);
  expect(await page.getByRole('button', { name: 'Apply Now' }).count(), label).toBe(1);
}

/** The answer to the profile view the page reports for `item` once it has loaded (product §2). */
async function profileViewAnswer(page: Page, item: ListItem) {
  const response = await page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/use-profile-view') &&
      (r.request().postDataJSON() as { opportunityId?: number } | null)?.opportunityId === item.id,
  );
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The API answers a visitor's page was drawn with, from its data block (ADR 044). */
async function drawnAnswer(page: Page): Promise<Record<string, { body: unknown }>> {
  return JSON.parse((await page.locator('#ff-page-answers').textContent()) ?? '{}') as Record<
    string,
    { body: unknown }
  >;
}

describe('journey: opportunity detail pages and view metering', () => {
  let items: ListItem[];
  beforeAll(async () => {
    items = await openScholarships(5);
  });

  it('answers invalid and unknown ids with the spec texts', async ({ pages }) => {
    const page = await pages.open();
    await page.goto('/scholarships/0');
    await page.getByRole('heading', { level: 1, name: 'Invalid Scholarship ID' }).waitFor();
    await page.getByText('Please provide a valid scholarship ID.').waitFor();

    await page.goto('/internships/abc');
    await page.getByRole('heading', { level: 1, name: 'Invalid Internship ID' }).waitFor();
    await page.getByText('Please provide a valid internship ID.').waitFor();

    await page.goto('/scholarships/999999999');
    await page.getByRole('heading', { level: 1, name: 'Opportunity Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Browse all opportunities' }).click();
    await page.waitForURL((url) => url.pathname === '/opportunities');
  });

  it('counts a listing once however often it is reloaded; the 4th distinct one is limited', async ({
    pages,
  }) => {
    const page = await pages.open();
    const firstView = profileViewAnswer(page, items[0]!);
    await openDetail(page, items[0]!);
    expect(await firstView).toMatchObject({ status: 200, body: { hasAccess: true, viewsUsed: 1 } });
    for (let reload = 1; reload <= 4; reload += 1) {
      const view = profileViewAnswer(page, items[0]!);
      await page.reload();
      await detailShown(page, items[0]!);
      await expectFull(page, `reload ${reload} of ${items[0]!.id}`);
      // Each load reports its listing's view; the listing was counted once, by its first answer.
      expect(await view).toMatchObject({ status: 200, body: { hasAccess: true, viewsUsed: 1 } });
    }
    for (const item of items.slice(1, 3)) {
      await openDetail(page, item);
      await expectFull(page, `view of ${item.id}`);
    }

    const view = profileViewAnswer(page, items[3]!);
    await openDetail(page, items[3]!);
    expect((await view).body).toMatchObject({ hasAccess: false, viewsUsed: 3 });
    // The server drew the page with the API's answer and handed it over (ADR 044).
    const limited = (await drawnAnswer(page))[`/api/scholarships/${items[3]!.id}`]?.body as Record<
      string,
      unknown
    >;
    expect(limited.limited).toEqual({ cause: 'free_views_used', reason: "You've used all 3 free views" });
    expect(Object.keys(limited)).not.toContain('url');
    expect(Object.keys(limited)).not.toContain('description');

    const dialog = page.getByRole('dialog', { name: "You've used all 3 free views" });
    await dialog.waitFor();
    expect(await page.getByRole('dialog').count(), 'one dialog, not two').toBe(1);
    await dialog.getByText('$5.99 per week').waitFor();
    await dialog.getByText('$0', { exact: true }).waitFor();
    // A modal dialog holds the focus, and Escape closes it (native <dialog>).
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Sign up free to keep reading' }).waitFor();
    await page.getByText("You've used all 3 free views").waitFor();
    await page.getByRole('link', { name: 'Sign up free' }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Overview' }).count()).toBe(0);
    await expectAccessible(page);

    // What the visitor already opened stays open.
    await openDetail(page, items[0]!);
    await expectFull(page, `back to ${items[0]!.id}`);
  });

  it('lets a signed-in student view without limit; Apply asks a non-premium member to upgrade', async ({
    pages,
  }) => {
    const account = await studentAccount({
      name: 'Grace Hopper',
      username: uniqueUsername('grace'),
      password: 'cobol-1959',
    });
    const page = await pages.open({ as: account });
    await page.goto('/');
    for (const item of items) {
      await openDetail(page, item);
      expect(await page.getByRole('dialog').count(), `view of ${item.id}`).toBe(0);
    }
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium to apply' });
    await dialog.waitFor();
    await dialog.getByText('Your current plan').waitFor();
    await dialog.getByRole('button', { name: 'Maybe later' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("loads no schema library on a listing's page: production trusts the server's answers", async ({
    pages,
  }) => {
    const page = await pages.open();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    // Each script the page asked for, as the server sends it (the browser may answer from cache).
    const zodIn = async () => {
      const codes = await Promise.all([...scripts].map(async (url) => (await fetch(url)).text()));
      return codes.filter((code) => code.includes('$ZodType')).length;
    };
    await openDetail(page, items[0]!);
    await startApp(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(3);
    expect(await zodIn()).toBe(0);
    // Browse still parses its URL with the contract's schema, so the marker is the right one.
    await page.goto('/opportunities');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await startApp(page);
    await expect.poll(zodIn).toBeGreaterThan(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on a detail page (${theme} theme)`, async ({ pages }) => {
      const page = await pages.open({ theme });
      await openDetail(page, items[0]!);
      await expectAccessible(page);
      await page.getByRole('tab', { name: 'Eligibility' }).click();
      await expectAccessible(page);
    });
  }

  it('says why a closed listing cannot be applied to, with no Apply Now', async ({ pages }) => {
    // Closed listings sort after open ones' fresher sources, so look through the pages for one.
    let closed: (ListItem & { closed: boolean }) | undefined;
    for (let offset = 0; !closed && offset < 4000; offset += 100) {
      const response = await fetch(
        `${baseURL()}/api/opportunities?type=scholarships&includeClosed=true&limit=100&offset=${offset}`,
      );
      const listed = (await response.json()) as (ListItem & { closed: boolean })[];
      closed = listed.find((item) => item.closed);
      if (listed.length < 100) break;
    }
    expect(closed, 'a scholarship its source closed, in the seed catalog').toBeDefined();
    const page = await pages.open();
    await openDetail(page, closed!);
    await page.getByText('Applications are closed: Closed by the source.').waitFor();
    expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
    // Nothing to apply to, so no upgrade offer either: a closed listing never uses a free view.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Sign up free to keep reading').count()).toBe(0);
    await expectAccessible(page);
  });

  it('draws a listing for a visitor, readable without JavaScript, then hydrates it without asking again', async ({
    pages,
  }) => {
    const soonest = (await (
      await fetch(`${baseURL()}/api/opportunities?type=scholarships&sort=deadline&limit=1`)
    ).json()) as ListItem[];
    const item = soonest[0] ?? items[4]!;
    const bare = await pages.open({ javaScriptEnabled: false });
    await bare.goto(`/scholarships/${item.id}`);
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe(item.title);
    expect(await bare.getByRole('tab', { name: 'Overview' }).count()).toBe(1);

    // Far east of the server, where "In N days" can differ from the server's count by one: the
    // page hydrates on Anywhere on Earth's count, then shows the visitor's own (ADR 044).
    for (const scheme of ['light', 'dark'] as const) {
      const page = await pages.open({ timezoneId: 'Pacific/Kiritimati' });
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const errors: string[] = [];
      const asked: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('request', (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));
      const view = profileViewAnswer(page, item);
      await page.goto(`/scholarships/${item.id}`);
      expect((await view).status).toBe(200);
      await page.waitForLoadState('networkidle');
      await detailShown(page, item);
      expect(asked, scheme).not.toContain(`GET /api/scholarships/${item.id}`);
      expect(errors, scheme).toEqual([]);
      // Hydrated: the tabs answer. The press starts the app (ADR 046) and is played again once it
      // runs; loading and hydrating can take more than the poll's default second on a busy machine.
      await page.getByRole('tab', { name: 'Eligibility' }).click();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Eligibility' }).getAttribute('aria-selected'), {
          timeout: APP_START_TIMEOUT,
        })
        .toBe('true');
      await expectAccessible(page);
    }
  });

  it('fits 360 px without horizontal scrolling', async ({ pages }) => {
    const page = await pages.open({ width: 360 });
    await openDetail(page, items[0]!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
