import { beforeAll } from 'vitest';
import { baseURL, expectAccessible, startApp } from '../support/browser';
import {
  campusChoice,
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
import { studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';
import { createListing } from '../support/listings';

describe('journey: browse opportunities', () => {
  // More remote software internships than one page holds, whatever the seed still has open on the
  // day the suite runs: Load More must have something to load.
  beforeAll(async () => {
    for (let i = 0; i < 13; i++)
      await createListing({ type: 'internship', title: `Software Journey Intern ${i + 1}`, isRemote: true });
  }, 60_000);

  it('searches, switches the type chips, ticks Remote only and loads 12 more', async ({ pages }) => {
    const page = await pages.open();
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
    // The seed catalog has almost no remote scholarships; remote internships are plenty (and the
    // file posted 13 of its own).
    await pressChip(page, 'Internships', { q: 'software', type: 'internships' });
    const internshipTotal = await totalFound(page);

    await tickRemoteOnly(page);
    const remoteTotal = await totalFound(page);
    expect(remoteTotal).toBeLessThanOrEqual(internshipTotal);
    expect(remoteTotal).toBeGreaterThan(12);
    await loadMore(page);
    await expectCardCount(page, Math.min(24, remoteTotal));
    expect(Object.fromEntries(query(page))).toEqual({
      q: 'software',
      type: 'internships',
      remote: 'true',
      shown: '24',
    });
    expect(errors).toEqual([]);
  });

  it('restores the browse state from the URL on reload, and Back returns to the previous state', async ({
    pages,
  }) => {
    const page = await pages.open();
    await openBrowse(page, '/opportunities?q=software&type=internships');
    const before = await totalFound(page);
    await tickRemoteOnly(page);
    const remoteTotal = await totalFound(page);
    await loadMore(page);

    // The reload comes drawn with the Load More depth, asked by the server in one request (ADR 046).
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await resultsSettled(page);
    const drawn = JSON.parse((await page.locator('#ff-page-answers').textContent()) ?? '{}') as object;
    expect(Object.keys(drawn).map((path) => new URL(path, baseURL()).searchParams.get('limit'))).toContain(
      '24',
    );
    expect(asked).not.toContain('/api/opportunities');
    expect(await searchBox(page).inputValue()).toBe('software');
    expect(await chip(page, 'Internships').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('checkbox', { name: 'Remote only' }).isChecked()).toBe(true);
    expect(await totalFound(page)).toBe(remoteTotal);
    await expectCardCount(page, Math.min(24, remoteTotal));

    // Back to an entry the app made before the reload: the page has not started the app yet, so it
    // loads that address as a page (ADR 046), drawn for it, panel closed as a fresh link leaves it.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('remote') === null);
    await page.waitForLoadState('load');
    await resultsSettled(page);
    expect(Object.fromEntries(query(page))).toEqual({ q: 'software', type: 'internships' });
    expect(await page.getByRole('checkbox', { name: 'Remote only', checked: true }).count()).toBe(0);
    expect(await totalFound(page)).toBe(before);
    // Started, the app answers Back and Forward itself, as before.
    await startApp(page);
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('remote') === 'true');
    await resultsSettled(page);
    expect(await totalFound(page)).toBe(remoteTotal);
  });

  it('returns from a detail page to the same filters, cards and scroll position, by link and by Back', async ({
    pages,
  }) => {
    const page = await pages.open();
    await openBrowse(page, '/opportunities?type=internships');
    await tickRemoteOnly(page);
    await loadMore(page);
    await expectCardCount(page, 24);
    const browseUrl = page.url();
    expect(Object.fromEntries(query(page))).toEqual({ type: 'internships', remote: 'true', shown: '24' });
    const browseRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/opportunities') browseRequests.push(request.url());
    });

    for (const way of ['link', 'Back'] as const) {
      // The 20th card: only there after Load More, and far down the page.
      const details = page
        .getByRole('main')
        .getByRole('link', { name: /^View Details for / })
        .nth(19);
      await details.scrollIntoViewIfNeeded();
      const scrolledTo = await page.evaluate(() => window.scrollY);
      expect(scrolledTo).toBeGreaterThan(800);
      const title = ((await details.getAttribute('aria-label')) ?? '').replace('View Details for ', '');
      await details.click();
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      if (way === 'link') await page.getByRole('link', { name: 'Back to opportunities' }).click();
      else await page.goBack();

      await page.waitForURL(browseUrl);
      await resultsSettled(page);
      await expectCardCount(page, 24);
      expect(await chip(page, 'Internships').getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('checkbox', { name: 'Remote only' }).isChecked()).toBe(true);
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo))
        .toBeLessThanOrEqual(1);
    }
    // Both returns drew the cards from the cache.
    expect(browseRequests).toEqual([]);
  });

  it('shows the empty state for a nonsense search and Clear All Filters brings results back', async ({
    pages,
  }) => {
    const page = await pages.open();
    await page.goto('/opportunities?q=zqxjvwk-no-such-thing&type=internships');
    await page.getByText('No opportunities found matching your criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await resultsSettled(page);
    await expectCardCount(page, 12);
    expect(await searchBox(page).inputValue()).toBe('');
  });

  it("tells visitors 'Not logged in' on Save, and saves for a signed-in student", async ({ pages }) => {
    const page = await pages.open();
    await openBrowse(page);
    const saveButtons = page.getByRole('main').getByRole('button', { name: /^Save / });
    await saveButtons.first().click();
    await page.getByText('Not logged in', { exact: true }).waitFor();
    expect(await page.getByText('Please sign in to save opportunities', { exact: true }).isVisible()).toBe(
      true,
    );

    await pages.signIn(page, await studentAccount({ name: 'Grace Hopper' }));
    await openBrowse(page);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST',
    );
    const title = (await resultCards(page).first().textContent()) ?? '';
    await saveButtons.first().click();
    expect([200, 201]).toContain((await saved).status());
    await page.getByText('Success! Opportunity saved to your dashboard', { exact: true }).waitFor();
    const savedButton = page.getByRole('main').getByRole('button', { name: `Saved ${title}`, exact: true });
    await savedButton.waitFor();

    // After a reload the card still knows: the user's applications are read once for all cards.
    const applicationReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/applications') applicationReads.push(request.method());
    });
    await page.reload();
    await resultsSettled(page);
    await savedButton.waitFor();
    expect(await savedButton.isDisabled()).toBe(true);
    expect(await saveButtons.count()).toBe(11);
    expect(applicationReads).toEqual(['GET']);
  });

  it('opens the detail page of a card from View Details', async ({ pages }) => {
    const page = await pages.open();
    await openBrowse(page, '/opportunities?type=internships');
    const link = page
      .getByRole('main')
      .getByRole('link', { name: /^View Details for / })
      .first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/internships\/\d+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
  });

  for (const width of [360, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no serious or critical axe violations with the filters open (${width} px, ${theme} theme)`, async ({
        pages,
      }) => {
        const page = await pages.open({ width, theme });
        await openBrowse(page, '/opportunities?type=scholarships&essay=required');
        expect(
          await page.getByRole('button', { name: 'Advanced Filters' }).getAttribute('aria-expanded'),
        ).toBe('true');
        // The campus choices arrive with the open panel; scan it loaded.
        await campusChoice(page, 'CSU Fullerton').waitFor({ state: 'attached' });
        await expectAccessible(page);
      });
    }
  }

  it('offers only campuses that open listings carry, each finding what its count says', async ({ pages }) => {
    const page = await pages.open();
    await openBrowse(page);
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    const campus = page.getByRole('combobox', { name: 'University/Campus' });
    const choice = campusChoice(page, 'CSU Fullerton');
    await choice.waitFor({ state: 'attached' });
    // Only closed seed listings are tagged UC Berkeley: it is not offered.
    expect(await campus.getByRole('option', { name: /^UC Berkeley/ }).count()).toBe(0);
    const label = (await choice.textContent()) ?? '';
    await campus.selectOption({ label });
    await page.waitForURL((url) => url.searchParams.get('campus') === 'CSU Fullerton');
    // The URL changes before the filtered request starts, so the old total can still be on screen.
    const count = Number(label.match(/\((\d+)\)$/)?.[1]);
    await expect.poll(() => totalFound(page)).toBe(count);
    await resultsSettled(page);
    expect(await totalFound(page)).toBe(count);
  });

  it('fits 360 px without horizontal scrolling, filters open', async ({ pages }) => {
    const page = await pages.open({ width: 360 });
    await openBrowse(page, '/opportunities?q=science&remote=true');
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
