import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { uniqueUsername } from '../support/accounts';
import { expectAccessible } from '../support/browser';
import { openBrowse, resultCards } from '../support/browse';
import { createListing } from '../support/listings';
import { grantPremium } from '../support/premium';
import { studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

/**
 * Posts `count` scholarships due within the coming week for this run, finds them in browse sorted
 * by deadline and saves each from its card; returns their titles, soonest first.
 */
async function saveSoonScholarships(page: Page, count: number): Promise<string[]> {
  const word = `Tracker${randomBytes(4).toString('hex')}`;
  const titles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const listing = await createListing({
      type: 'scholarship',
      title: `${word} Scholarship ${index + 1}`,
      dueInDays: 3 + index,
    });
    titles.push(listing.title);
  }
  await openBrowse(page, `/opportunities?type=scholarships&sort=deadline&q=${word}`);
  const shown = (await resultCards(page).allTextContents()).map((text) => text.trim());
  expect(shown).toEqual(titles);
  for (let i = 0; i < count; i++) {
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/applications') && response.request().method() === 'POST',
    );
    await page
      .getByRole('main')
      .getByRole('button', { name: `Save ${titles[i]}`, exact: true })
      .click();
    expect((await saved).status()).toBe(201);
  }
  return titles;
}

const isStatusChange = (url: string, method: string) =>
  /^\/api\/applications\/\d+$/.test(new URL(url).pathname) && method === 'PATCH';

/** Unfolds iCalendar lines (RFC 5545 §3.1) so long summaries can be searched. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('journey: the application tracker on /dashboard', () => {
  it('saves two, lists them under Saved and Upcoming Deadlines, moves one to Applied on the board with the keyboard, exports CSV and .ics', async ({
    pages,
  }) => {
    const username = uniqueUsername('tracker');
    const account = await studentAccount({ name: 'Katherine Johnson', username, password: 'orbital-1962' });
    const page = await pages.open({ as: account });
    await grantPremium(username);
    const titles = await saveSoonScholarships(page, 2);

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Applications' }).waitFor();
    await page.getByRole('tab', { name: 'Saved' }).click();
    const savedPanel = page.getByRole('tabpanel');
    for (const title of titles) await savedPanel.getByRole('heading', { name: title, exact: true }).waitFor();
    const upcoming = page.getByRole('region', { name: 'Upcoming Deadlines' });
    for (const title of titles) await upcoming.getByText(title, { exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
    const handle = page.getByRole('button', { name: `Drag ${titles[0]}`, exact: true });
    await handle.focus();
    const patched = page.waitForResponse((response) =>
      isStatusChange(response.url(), response.request().method()),
    );
    // dnd-kit's keyboard sensor: Space lifts, an arrow moves to the next column, Space drops; each
    // step is announced in a live region, which is also how a screen-reader user follows along.
    const announced = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await announced(`Picked up ${titles[0]}. It is in Saved.`);
    // dnd-kit's keyboard sensor starts listening for arrows in a zero-delay timer queued at the
    // pick-up, after the announcement renders; on a busy machine a key sent at once arrives first
    // and is lost. One more zero-delay timer in the page runs after it, so the sensor is listening.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowRight');
    await announced(`${titles[0]} is over Applied.`);
    await page.keyboard.press('Space');
    const response = await patched;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ status: 'applied' });
    await page
      .getByRole('region', { name: /^Applied/ })
      .getByRole('heading', { name: titles[0], exact: true })
      .waitFor();
    await expectAccessible(page);

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe('futurefund-applications.csv');
    const csv = fs.readFileSync(await csvDownload.path(), 'utf8');
    for (const title of titles) expect(csv).toContain(title);
    expect(csv).toContain('Saved → Applied');

    const [icsDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download .ics' }).click(),
    ]);
    expect(icsDownload.suggestedFilename()).toBe('futurefund-deadlines.ics');
    const ics = unfold(fs.readFileSync(await icsDownload.path(), 'utf8'));
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    for (const title of titles) expect(ics).toContain(`SUMMARY:Deadline: ${title}`);
    // Registration, two saves, a board move, two axe scans and two downloads: a long journey.
  }, 120_000);

  it('offers Premium instead of changing the status for a free student', async ({ pages }) => {
    const username = uniqueUsername('free');
    const account = await studentAccount({ name: 'Mary Jackson', username, password: 'wind-tunnel-58' });
    const page = await pages.open({ as: account });
    await page.goto('/');
    const [title] = await saveSoonScholarships(page, 1);

    await page.goto('/dashboard?view=board');
    const move = page.getByLabel(`Move ${title} to`, { exact: true });
    await move.selectOption({ label: 'Applied' });
    const refused = page.waitForResponse((response) =>
      isStatusChange(response.url(), response.request().method()),
    );
    await move.locator('xpath=ancestor::form').getByRole('button').click();
    expect((await refused).status()).toBe(403);
    await page.getByRole('dialog', { name: 'Upgrade to Premium to track statuses' }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('region', { name: /^Saved/ })
      .getByRole('heading', { name: title, exact: true })
      .waitFor();
  });

  it('is axe clean in the dark theme and fits a 360 px screen, list and board', async ({ pages }) => {
    const account = await studentAccount({ name: 'Dorothy Vaughan' });
    const page = await pages.open({ width: 360, theme: 'dark', as: account });
    // Empty: the stats read 0 and the tabs show, with the way to browse below.
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 3, name: "You haven't saved any opportunities yet." }).waitFor();
    expect(
      await page.getByRole('region', { name: 'Summary' }).getByRole('definition').allTextContents(),
    ).toEqual(['0', '0', '0', '0']);
    await expectTabsFit(page);
    await expectAccessible(page);
    await saveSoonScholarships(page, 1);
    for (const path of ['/dashboard', '/dashboard?view=board']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 2, name: 'Upcoming Deadlines' }).waitFor();
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await page.goto('/dashboard');
    await expectTabsFit(page);
    // Every tab is reachable from the keyboard too; Radix moves focus on the next task, so wait.
    await page.getByRole('tab', { name: 'All' }).focus();
    const focusedTab = () => page.evaluate(() => document.activeElement?.textContent);
    for (const name of ['Saved', 'Applied', 'In Progress', 'Awarded']) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(focusedTab).toBe(name);
    }
    await page.getByRole('tab', { name: 'Awarded', selected: true }).waitFor();
  }, 60_000);
});

/** Every status tab wholly on screen with its whole label (issue 11: 'Awarde' was clipped at 360 px). */
async function expectTabsFit(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Filter by status' }).getByRole('tab');
  await tabs.last().waitFor();
  expect(await tabs.allTextContents()).toEqual(['All', 'Saved', 'Applied', 'In Progress', 'Awarded']);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
}
