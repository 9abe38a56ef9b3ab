import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, uniqueUsername } from '../support/accounts';
import { asAdmin } from '../support/admin';
import { baseURL, expectAccessible, launchBrowser, newPage } from '../support/browser';

type Listing = { id: number; type: 'scholarship' | 'internship'; title: string; deadline: string | null };

/** Zones from UTC+14 to UTC-11: between them, today's local date is yesterday, today or tomorrow in UTC. */
const ZONES = [
  'Pacific/Kiritimati',
  'Pacific/Auckland',
  'Asia/Tokyo',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
];
/** Product §9 reminds 7, 3 and 1 days ahead; the journey prefers the 3-day reminder. */
const WINDOWS = [3, 1, 7];

const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

interface Plan {
  timeZone: string;
  /** Saved first: its reminder is the bell's only one. */
  first: Listing;
  firstDays: number;
  /** Saved after the first is read: its reminder is cleared by "Mark all read". */
  second: Listing;
  secondDays: number;
}

/**
 * The seed catalog's listings are fixed, and no route creates one with a chosen deadline (the
 * journeys never write to the database): so the journey picks an open listing whose deadline is a
 * reminder day away in some time zone, and gives the student that zone. A zone whose date changes
 * within the next 10 minutes is skipped, so the server's check sees the same local date.
 */
async function reminderPlan(): Promise<Plan> {
  const response = await fetch(`${baseURL()}/api/opportunities?sort=deadline&deadline=30days&limit=100`);
  expect(response.status).toBe(200);
  const listings = ((await response.json()) as Listing[]).filter((item) => item.deadline !== null);
  const now = new Date();
  const soon = new Date(now.getTime() + 10 * 60_000);
  for (const days of WINDOWS) {
    for (const timeZone of ZONES) {
      const today = localDate(now, timeZone);
      if (localDate(soon, timeZone) !== today) continue;
      const left = (item: Listing) => daysBetween(today, item.deadline!);
      const first = listings.find((item) => left(item) === days);
      const second = listings.find((item) => item !== first && WINDOWS.includes(left(item)));
      if (first && second) return { timeZone, first, firstDays: days, second, secondDays: left(second) };
    }
  }
  throw new Error(
    `no two open listings due 1, 3 or 7 days ahead in any of ${ZONES.join(', ')} (deadlines: ${listings
      .map((item) => item.deadline)
      .join(', ')})`,
  );
}

const daysText = (days: number) => `in ${days} ${days === 1 ? 'day' : 'days'}`;
const detailPath = (item: Listing) => `/${item.type}s/${item.id}`;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const bellMenu = (page: Page) => page.getByRole('menu', { name: 'Notifications' });

async function expectUnread(page: Page, count: number) {
  await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(`Notifications, ${count} unread`);
}

async function openBell(page: Page) {
  await bell(page).click();
  await bellMenu(page).waitFor();
  await bellMenu(page).getByText('Loading…').waitFor({ state: 'detached' });
}

/** The admin's on-demand check (product §7 POST /api/email/trigger-deadline-check). */
async function triggerDeadlineCheck() {
  const answer = await asAdmin(async (api) => {
    const response = await api.post('/api/email/trigger-deadline-check');
    expect(response.status()).toBe(200);
    return response.json();
  });
  expect(answer).toMatchObject({
    success: true,
    message: expect.stringMatching(/^Deadline check complete: /),
  });
}

/** Saves a listing to the student's applications, as the signed-in page (same cookie). */
async function saveListing(page: Page, item: Listing) {
  const status = await page.evaluate(
    async ({ id, type }) =>
      (
        await fetch('/api/applications', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ opportunityId: id, opportunityType: type }),
        })
      ).status,
    { id: item.id, type: item.type },
  );
  expect(status).toBe(201);
}

const notificationsFromApi = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/notifications', { credentials: 'include' });
    return (await response.json()) as {
      unreadCount: number;
      notifications: { title: string; link: string | null; readAt: string | null }[];
    };
  });

const toast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));

describe('journey: deadline reminders in the header bell, and the Notifications card', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reminds a student of a saved listing in the bell; opening it marks it read; Mark all read clears the count', async () => {
    const plan = await reminderPlan();
    const { context, page } = await newPage(browser, { timezoneId: plan.timeZone });
    await registerStudent(page, {
      name: 'Grace Hopper',
      username: uniqueUsername('reminded'),
      password: 'compiler-1952',
    });
    await page.waitForURL((url) => url.pathname === '/');

    // The profile offers the browser's own zone; saving the details stores it (reminders count its days).
    await page.goto('/profile');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect.poll(() => zone.inputValue()).toBe(plan.timeZone);
    const savedDetails = page.waitForResponse(
      (response) => response.url().endsWith('/api/profile') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save details' }).click();
    expect((await savedDetails).status()).toBe(200);
    expect((await savedDetails).request().postDataJSON()).toMatchObject({ timeZone: plan.timeZone });

    await saveListing(page, plan.first);
    await page.goto('/dashboard');
    await expectUnread(page, 0);

    await triggerDeadlineCheck();
    await page.reload();
    await expectUnread(page, 1);
    await bell(page).getByText('1', { exact: true }).waitFor();

    // The reminder: its title and a link to the listing.
    await openBell(page);
    const firstTitle = `Deadline ${daysText(plan.firstDays)}: ${plan.first.title}`;
    const reminder = bellMenu(page).getByRole('menuitem').filter({ hasText: firstTitle });
    await reminder.getByText(`Unread: ${firstTitle}`).waitFor();
    await reminder.getByText(`The ${plan.first.type} you saved closes on ${plan.first.deadline}.`).waitFor();
    expect(await reminder.getAttribute('href')).toBe(detailPath(plan.first));
    expect(await bellMenu(page).getByRole('menuitem').count()).toBe(2); // the reminder and "Mark all read"
    await expectAccessible(page);

    // The same open bell in the dark theme.
    await page.keyboard.press('Escape');
    await bellMenu(page).waitFor({ state: 'detached' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await openBell(page);
    await reminder.waitFor();
    await expectAccessible(page);

    // Opening it goes to the listing and marks it read.
    await reminder.click();
    await page.waitForURL((url) => url.pathname === detailPath(plan.first));
    await expectUnread(page, 0);
    const afterOpen = await notificationsFromApi(page);
    expect(afterOpen.unreadCount).toBe(0);
    expect(afterOpen.notifications).toHaveLength(1);
    expect(afterOpen.notifications[0]!.readAt).not.toBeNull();

    // A second saved listing: the next check adds its reminder only (the first is never sent twice).
    await saveListing(page, plan.second);
    await triggerDeadlineCheck();
    await page.reload();
    await expectUnread(page, 1);
    await openBell(page);
    const secondTitle = `Deadline ${daysText(plan.secondDays)}: ${plan.second.title}`;
    await bellMenu(page)
      .getByRole('menuitem')
      .filter({ hasText: `Unread: ${secondTitle}` })
      .waitFor();
    await bellMenu(page).getByRole('menuitem', { name: 'Mark all read' }).click();
    await expectUnread(page, 0);
    // The menu stays open, with nothing unread left in it.
    await bellMenu(page).getByRole('menuitem', { name: 'Mark all read' }).waitFor({ state: 'detached' });
    expect(
      await bellMenu(page)
        .getByText(/^Unread: /)
        .count(),
    ).toBe(0);
    const afterMarkAll = await notificationsFromApi(page);
    expect(afterMarkAll.unreadCount).toBe(0);
    expect(afterMarkAll.notifications.map((item) => item.title).sort()).toEqual(
      [firstTitle, secondTitle].sort(),
    );
    await page.keyboard.press('Escape');

    // At 360 px the bell still opens a list that fits the screen, and closes back to the bell.
    await page.setViewportSize({ width: 360, height: 800 });
    await openBell(page);
    const box = (await bellMenu(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await bellMenu(page).getByRole('menuitem').filter({ hasText: secondTitle }).isVisible()).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await bellMenu(page).waitFor({ state: 'detached' });
    await expect.poll(() => bell(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('saves "Days before a deadline" on the profile Notifications card', async () => {
    const { context, page } = await newPage(browser);
    await registerStudent(page, {
      name: 'Annie Easley',
      username: uniqueUsername('prefs'),
      password: 'centaur-rocket',
    });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    const days = page.getByRole('spinbutton', { name: 'Days before a deadline' });
    await expect.poll(() => days.inputValue()).toBe('7'); // product §9 default
    await days.fill('3');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notification-preferences') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save notification preferences' }).click();
    expect((await saved).status()).toBe(200);
    expect((await saved).request().postDataJSON()).toMatchObject({ daysBeforeDeadline: 3 });
    await toast(page, 'Notification preferences updated').waitFor();

    await page.reload();
    await expect
      .poll(() => page.getByRole('spinbutton', { name: 'Days before a deadline' }).inputValue())
      .toBe('3');
    await expectAccessible(page);
    await context.close();
  });
});
