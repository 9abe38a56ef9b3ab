import type { Page } from 'playwright-core';
import { APP_START_TIMEOUT, expectAccessible } from '../support/browser';
import { createListing } from '../support/listings';
import { chip, expectCardCount, query, resultCards, resultCount, searchBox } from '../support/browse';
import { describe, expect, it } from '../support/fixtures';

// ADR 046: a visitor's browse and listing pages come drawn with their answers and start the app
// only when the visitor engages; the press that engaged them is not lost.

type ListItem = { id: number; title: string };

/** What the page asked for: its API calls, and whether the app's entry was loaded. */
function watch(page: Page) {
  const api: string[] = [];
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const appStarted = () => page.evaluate(() => document.documentElement.dataset.app === 'ready');
  return { api, scripts, errors, appStarted };
}

/** An open scholarship posted for this run. */
const openScholarship = (): Promise<ListItem> => createListing({ type: 'scholarship' });

describe('journey: browse and listing pages start the app on demand', () => {
  it('reads a listing without the app, records its one view, then answers the first press on a tab', async ({
    pages,
  }) => {
    const item = await openScholarship();
    const page = await pages.open();
    const seen = watch(page);
    await page.goto(`/scholarships/${item.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    // Drawn, similar listings included; the only call is the profile view (product §2).
    expect(await page.getByText('Loading similar opportunities…').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Similar Opportunities' }).count()).toBe(1);
    expect(seen.api).toEqual(['POST /api/use-profile-view']);
    expect(seen.scripts.some((file) => file.startsWith('/assets/index-'))).toBe(false);
    expect(await seen.appStarted()).toBe(false);
    await expectAccessible(page);

    // The first press starts the app, and is played again once the app answers.
    await page.getByRole('tab', { name: 'Eligibility' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Eligibility' }).getAttribute('aria-selected'), {
        timeout: APP_START_TIMEOUT,
      })
      .toBe('true');
    expect(await seen.appStarted()).toBe(true);
    await page.waitForLoadState('networkidle');
    // The view the starter recorded is the page's: the app does not record a second one.
    expect(seen.api.filter((call) => call === 'POST /api/use-profile-view')).toHaveLength(1);
    expect(seen.api).toContain('POST /api/check-access');
    expect(seen.api).not.toContain(`GET /api/scholarships/${item.id}`);
    expect(seen.errors).toEqual([]);
  });

  it("answers a visitor's first press on Apply Now with the upgrade offer", async ({ pages }) => {
    const item = await openScholarship();
    const page = await pages.open();
    const seen = watch(page);
    await page.goto(`/scholarships/${item.id}`, { waitUntil: 'networkidle' });
    expect(await seen.appStarted()).toBe(false);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seen.appStarted()).toBe(true);
    expect(seen.errors).toEqual([]);
  });

  it('draws browse with its results, and hands the app what was typed before it started', async ({
    pages,
  }) => {
    for (const width of [360, 1280]) {
      const page = await pages.open({ width });
      const seen = watch(page);
      await page.goto('/opportunities', { waitUntil: 'networkidle' });
      await resultCount(page).waitFor();
      await expectCardCount(page, 12);
      // The results came with the page: the browser asked nothing and started nothing.
      expect(seen.api).toEqual([]);
      expect(await seen.appStarted()).toBe(false);
      await expectAccessible(page);

      await searchBox(page).fill('engineering');
      await page.waitForURL((url) => url.searchParams.get('q') === 'engineering');
      await expect.poll(() => resultCards(page).count()).toBeGreaterThan(0);
      expect(await searchBox(page).inputValue()).toBe('engineering');
      expect(seen.errors).toEqual([]);
    }
  });

  it("answers a first press on a browse chip with that chip's results", async ({ pages }) => {
    const page = await pages.open();
    const seen = watch(page);
    await page.goto('/opportunities?q=software', { waitUntil: 'networkidle' });
    await resultCount(page).waitFor();
    expect(await seen.appStarted()).toBe(false);
    await chip(page, 'Internships').click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'internships');
    await expect.poll(() => chip(page, 'Internships').getAttribute('aria-pressed')).toBe('true');
    expect(Object.fromEntries(query(page))).toEqual({ q: 'software', type: 'internships' });
    expect(seen.errors).toEqual([]);
  });

  it('shows browse results without JavaScript, with links to each listing', async ({ pages }) => {
    const page = await pages.open({ javaScriptEnabled: false });
    await page.goto('/opportunities?type=scholarships');
    expect(await resultCount(page).textContent()).toMatch(/opportunit(y|ies) found$/);
    expect(await resultCards(page).count()).toBe(12);
    const details = page.getByRole('main').getByRole('link', { name: /^View Details for / });
    expect(await details.first().getAttribute('href')).toMatch(/^\/scholarships\/\d+$/);
  });
});
