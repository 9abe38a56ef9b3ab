import { deadlineChecksApi } from '@futurefund/core';
import type { Page } from 'playwright-core';
import { asAdmin } from '../support/api';
import { expectAccessible } from '../support/browser';
import { describe, expect, it } from '../support/fixtures';
import { createListing, dateInDays, detailPath, type Listing } from '../support/listings';

/** Zones far apart; the journey takes the first whose date does not change in the next 10 minutes. */
const ZONES = ['America/New_York', 'Asia/Tokyo', 'Europe/Berlin'];

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
 * Two listings due 3 and 1 days ahead (product §9 reminds 7, 3 and 1 days ahead) in the student's
 * time zone, posted for this run. A zone whose date changes within 10 minutes is skipped, so the
 * server's check counts the days from the same local date.
 */
async function reminderPlan(): Promise<Plan> {
  const now = new Date();
  const soon = new Date(now.getTime() + 10 * 60_000);
  const timeZone = ZONES.find((zone) => dateInDays(0, zone, now) === dateInDays(0, zone, soon))!;
  const first = await createListing({ type: 'scholarship', dueDate: dateInDays(3, timeZone, now) });
  const second = await createListing({ type: 'scholarship', dueDate: dateInDays(1, timeZone, now) });
  return { timeZone, first, firstDays: 3, second, secondDays: 1 };
}

const daysText = (days: number) => `in ${days} ${days === 1 ? 'day' : 'days'}`;

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
  const answer = await asAdmin((api) => api.call(deadlineChecksApi.trigger));
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
  it('reminds a student of a saved listing in the bell; opening it marks it read; Mark all read clears the count', async ({
    pages,
    student,
  }) => {
    const plan = await reminderPlan();
    const page = await pages.open({ timezoneId: plan.timeZone, as: student });

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
    // Two listings posted, a profile saved, two checks, four axe scans: a long journey.
  }, 60_000);

  it('saves "Days before a deadline" on the profile Notifications card', async ({ pages, student }) => {
    const page = await pages.open({ as: student });
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
  });
});
