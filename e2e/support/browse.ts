import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/** The browse page's result cards (their titles are the only h3 headings in main). */
export const resultCards = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

/** The result count line: exact, or 'More than 1,000' past the server's counting cap for a search. */
export const resultCount = (page: Page) => page.getByText(/^(More than )?[\d,]+ opportunit(y|ies) found$/);

/** Waits for the next GET /api/opportunities page whose query has all of `params`. */
export function nextBrowseResponse(page: Page, params: Record<string, string> = {}): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/opportunities') return false;
    return Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
  });
}

/** Results are on screen for the current URL: count shown, previous results no longer kept. */
export async function resultsSettled(page: Page) {
  await resultCount(page).waitFor();
  await page.getByRole('main').locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** The total of the result count line, e.g. 234 for '234 opportunities found' (1000 for 'More than 1,000'). */
export async function totalFound(page: Page): Promise<number> {
  const text = (await resultCount(page).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

export async function expectCardCount(page: Page, count: number) {
  await expect.poll(() => resultCards(page).count()).toBe(count);
}

export const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name, exact: true });
/** A University/Campus option, whatever its count: 'CSU Fullerton (30)'. */
export const campusChoice = (page: Page, campus: string) =>
  page
    .getByRole('combobox', { name: 'University/Campus' })
    .getByRole('option', { name: new RegExp(`^${campus} \\(\\d+\\)$`) });
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search opportunities' });
export const query = (page: Page) => new URL(page.url()).searchParams;

export async function openBrowse(page: Page, path = '/opportunities') {
  await page.goto(path);
  await resultsSettled(page);
}

/** Presses a chip and waits for its results; a state seen before comes from the cache, without a request. */
export async function pressChip(page: Page, name: string, expected: Record<string, string>) {
  await chip(page, name).click();
  await page.waitForURL((url) =>
    Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value),
  );
  await expect.poll(() => chip(page, name).getAttribute('aria-pressed')).toBe('true');
  await resultsSettled(page);
}

export async function tickRemoteOnly(page: Page) {
  const toggle = page.getByRole('button', { name: 'Advanced Filters' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const response = nextBrowseResponse(page, { remote: 'true' });
  // click, not check(): the box follows the URL, so it flips a moment after the click.
  await page.getByRole('checkbox', { name: 'Remote only' }).click();
  await response;
  await resultsSettled(page);
}

export async function loadMore(page: Page) {
  const response = nextBrowseResponse(page, { offset: '12' });
  await page.getByRole('button', { name: /^Load More \([\d,]+\+? remaining\)$/ }).click();
  await response;
}

/** Types a search and waits for its results (the page writes it to the URL after a pause). */
export async function searchFor(page: Page, text: string) {
  const response = nextBrowseResponse(page, { q: text });
  await searchBox(page).fill(text);
  await response;
  await resultsSettled(page);
}
