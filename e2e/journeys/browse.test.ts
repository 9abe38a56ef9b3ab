import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, uniqueUsername } from '../support/accounts';
import { expectAccessible, launchBrowser, newPage } from '../support/browser';
import {
  chip,
  expectCardCount,
  loadMore,
  openBrowse,
  pressChip,
  query,
  resultCards,
  resultsSettled,
  searchBox,
  searchFor,
  tickRemoteOnly,
  resultCount,
  totalFound,
} from '../support/browse';

describe('journey: browse opportunities', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('searches, switches the type chips, ticks Remote only and loads 12 more', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openBrowse(page);
    // Without a search the total is exact: the same number the API counts for every open listing.
    const apiTotal = await page.evaluate(async () =>
      Number((await fetch('/api/opportunities?limit=1')).headers.get('x-total-count')),
    );
    expect(apiTotal).toBeGreaterThan(1000);
    const format = (n: number) => n.toLocaleString('en-US');
    expect(await resultCount(page).textContent()).toBe(`${format(apiTotal)} opportunities found`);
    await expectCardCount(page, 12);
    await page.getByRole('button', { name: `Load More (${format(apiTotal - 12)} remaining)` }).waitFor();

    await searchFor(page, 'software');
    await pressChip(page, 'Internships', { q: 'software', type: 'internships' });
    await pressChip(page, 'Scholarships', { q: 'software', type: 'scholarships' });
    // The seed catalog has almost no remote scholarships; remote internships are plenty.
    await pressChip(page, 'Internships', { q: 'software', type: 'internships' });
    const internshipTotal = await totalFound(page);

    await tickRemoteOnly(page);
    const remoteTotal = await totalFound(page);
    expect(remoteTotal).toBeLessThanOrEqual(internshipTotal);
    expect(remoteTotal).toBeGreaterThan(12);
    await loadMore(page);
    await expectCardCount(page, Math.min(24, remoteTotal));
    expect(Object.fromEntries(query(page))).toEqual({ q: 'software', type: 'internships', remote: 'true' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('restores the browse state from the URL on reload, and Back returns to the previous state', async () => {
    const { context, page } = await newPage(browser);
    await openBrowse(page, '/opportunities?q=software&type=internships');
    const before = await totalFound(page);
    await tickRemoteOnly(page);
    const remoteTotal = await totalFound(page);
    await loadMore(page);

    await page.reload();
    await resultsSettled(page);
    expect(await searchBox(page).inputValue()).toBe('software');
    expect(await chip(page, 'Internships').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('checkbox', { name: 'Remote only' }).isChecked()).toBe(true);
    expect(await totalFound(page)).toBe(remoteTotal);
    await expectCardCount(page, 12);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('remote') === null);
    await resultsSettled(page);
    expect(Object.fromEntries(query(page))).toEqual({ q: 'software', type: 'internships' });
    expect(await page.getByRole('checkbox', { name: 'Remote only' }).isChecked()).toBe(false);
    expect(await totalFound(page)).toBe(before);
    await context.close();
  });

  it('shows the empty state for a nonsense search and Clear All Filters brings results back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/opportunities?q=zqxjvwk-no-such-thing&type=internships');
    await page.getByText('No opportunities found matching your criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await resultsSettled(page);
    await expectCardCount(page, 12);
    expect(await searchBox(page).inputValue()).toBe('');
    await context.close();
  });

  it("tells visitors 'Not logged in' on Save, and saves for a signed-in student", async () => {
    const { context, page } = await newPage(browser);
    await openBrowse(page);
    const saveButtons = page.getByRole('main').getByRole('button', { name: /^Save / });
    await saveButtons.first().click();
    await page.getByText('Not logged in', { exact: true }).waitFor();
    expect(await page.getByText('Please sign in to save opportunities', { exact: true }).isVisible()).toBe(
      true,
    );

    await registerStudent(page, {
      name: 'Grace Hopper',
      username: uniqueUsername('grace'),
      password: 'cobol-1959',
    });
    await page.waitForURL((url) => url.pathname === '/');
    await openBrowse(page);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST',
    );
    await saveButtons.first().click();
    expect([200, 201]).toContain((await saved).status());
    await page.getByText('Success! Opportunity saved to your dashboard', { exact: true }).waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Saved / })
      .first()
      .waitFor();
    await context.close();
  });

  it('opens the detail page of a card from View Details', async () => {
    const { context, page } = await newPage(browser);
    await openBrowse(page, '/opportunities?type=internships');
    const link = page
      .getByRole('main')
      .getByRole('link', { name: /^View Details for / })
      .first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/internships\/\d+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations with the filters open (${theme} theme)`, async () => {
      const { context, page } = await newPage(browser);
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openBrowse(page, '/opportunities?type=scholarships&essay=required');
      expect(await page.getByRole('button', { name: 'Advanced Filters' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      // The campus list arrives with the open panel; scan it loaded.
      await page.getByRole('option', { name: 'UC Berkeley' }).waitFor({ state: 'attached' });
      await expectAccessible(page);
      await context.close();
    });
  }

  it('fits 360 px without horizontal scrolling, filters open', async () => {
    const { context, page } = await newPage(browser, { width: 360 });
    await openBrowse(page, '/opportunities?q=science&remote=true');
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
