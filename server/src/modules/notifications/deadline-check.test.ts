import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../../test/test-app';
import {
  buildReminderUser,
  claimsOf,
  notificationsOf,
  recordingMailer,
  saveListingDue,
} from '../../../test/reminder-fixtures';
import {
  MAX_REMINDER_ATTEMPTS,
  STALE_CLAIM_MINUTES,
  createDeadlineCheckService,
} from './deadline-check.service';
import type { ReminderMailer } from './reminder-mailer';

// The deadline check's rules (product §9, ADR 025) with the clock injected: windows counted in
// each user's zone, preferences, once only, and failed e-mails retried.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const checkAt = (iso: string, mailer: ReminderMailer | null, defaultTimeZone = 'UTC') =>
  createDeadlineCheckService(database.db, { mailer, defaultTimeZone, now: () => new Date(iso) });

describe('reminder windows in the user’s time zone', () => {
  it('counts days in Los Angeles after UTC midnight has passed', async () => {
    const la = await buildReminderUser(database, { timeZone: 'America/Los_Angeles' });
    const utc = await buildReminderUser(database);
    const { listing } = await saveListingDue(database, la.id, '2026-12-01');
    await saveListingDue(database, utc.id, '2026-12-01');
    const mailer = recordingMailer();

    // 20:00 on 24 November in Los Angeles is already 25 November in UTC: 7 days there, 6 here.
    await checkAt('2026-11-25T04:00:00Z', mailer).run();

    expect((await claimsOf(database, la.id)).map((c) => c.daysBefore)).toEqual([7]);
    expect(await claimsOf(database, utc.id)).toEqual([]);
    const [note] = await notificationsOf(database, la.id);
    expect(note).toMatchObject({
      kind: 'deadline-reminder',
      title: `Deadline in 7 days: ${listing.title}`,
      link: `/scholarships/${listing.id}`,
    });
    expect(mailer.calls).toHaveLength(1);
    expect(mailer.calls[0]!.items).toEqual([
      expect.objectContaining({ opportunityId: listing.id, deadline: '2026-12-01', daysLeft: 7 }),
    ]);
  });

  it('the hourly tick serves only users for whom it is 9:00 now', async () => {
    const tokyo = await buildReminderUser(database, { timeZone: 'Asia/Tokyo' });
    const chicago = await buildReminderUser(database, { timeZone: 'America/Chicago' });
    await saveListingDue(database, tokyo.id, '2027-03-04');
    await saveListingDue(database, chicago.id, '2027-03-04');
    const mailer = recordingMailer();

    // 00:00 UTC on 1 March is 09:00 in Tokyo and 18:00 on 28 February in Chicago.
    const counts = await checkAt('2027-03-01T00:00:00Z', mailer).run({ localHour: 9 });
    expect((await claimsOf(database, tokyo.id)).map((c) => c.daysBefore)).toEqual([3]);
    expect(await claimsOf(database, chicago.id)).toEqual([]);
    expect(counts).toMatchObject({ reminders: 1, emails: 1, notifications: 1, failed: 0 });

    // 15:00 UTC is 09:00 in Chicago (CST): its day is 1 March, 3 days before.
    await checkAt('2027-03-01T15:00:00Z', mailer).run({ localHour: 9 });
    expect((await claimsOf(database, chicago.id)).map((c) => c.daysBefore)).toEqual([3]);
  });

  it('falls back to REMINDER_TZ for a user without a profile zone', async () => {
    const user = await buildReminderUser(database);
    await saveListingDue(database, user.id, '2026-05-02');
    await checkAt('2026-05-01T03:00:00Z', null, 'America/New_York').run();
    // 23:00 on 30 April in New York: 2 days before, no reminder.
    expect(await claimsOf(database, user.id)).toEqual([]);
    await checkAt('2026-05-01T13:00:00Z', null, 'America/New_York').run();
    expect((await claimsOf(database, user.id)).map((c) => c.daysBefore)).toEqual([1]);
  });
});

describe('what is reminded', () => {
  it('one e-mail listing every due item, one in-app notification each, final statuses left out', async () => {
    const user = await buildReminderUser(database);
    const a = await saveListingDue(database, user.id, '2026-06-08');
    const b = await saveListingDue(database, user.id, '2026-06-04', {
      type: 'internship',
      status: 'applied',
    });
    await saveListingDue(database, user.id, '2026-06-04', { status: 'rejected' });
    await saveListingDue(database, user.id, '2026-06-04', { status: 'awarded' });
    await saveListingDue(database, user.id, '2026-06-05');
    const mailer = recordingMailer();

    const counts = await checkAt('2026-06-01T12:00:00Z', mailer).run();

    expect(counts).toMatchObject({ reminders: 2, emails: 1, notifications: 2, failed: 0 });
    expect(mailer.calls).toHaveLength(1);
    expect(mailer.calls[0]!.items.map((i) => [i.applicationId, i.daysLeft])).toEqual([
      [a.application.id, 7],
      [b.application.id, 3],
    ]);
    expect((await notificationsOf(database, user.id)).map((n) => n.link)).toEqual([
      `/scholarships/${a.listing.id}`,
      `/internships/${b.listing.id}`,
    ]);
    expect((await claimsOf(database, user.id)).map((c) => c.status)).toEqual(['sent', 'sent']);
  });

  it('a re-run sends nothing more', async () => {
    const user = await buildReminderUser(database);
    await saveListingDue(database, user.id, '2026-07-04');
    const mailer = recordingMailer();
    await checkAt('2026-07-01T12:00:00Z', mailer).run();
    const again = await checkAt('2026-07-01T18:00:00Z', mailer).run();
    expect(again).toMatchObject({ reminders: 0, emails: 0, notifications: 0 });
    expect(mailer.calls).toHaveLength(1);
    expect(await notificationsOf(database, user.id)).toHaveLength(1);
  });

  it('honours daysBeforeDeadline: 3 means only the 3- and 1-day reminders', async () => {
    const user = await buildReminderUser(database, { prefs: { daysBeforeDeadline: 3 } });
    await saveListingDue(database, user.id, '2026-08-08');
    await saveListingDue(database, user.id, '2026-08-04');
    await checkAt('2026-08-01T12:00:00Z', recordingMailer()).run();
    expect((await claimsOf(database, user.id)).map((c) => c.daysBefore)).toEqual([3]);
  });

  it('e-mail reminders off, or no address: in-app only, the claim skipped', async () => {
    const optedOut = await buildReminderUser(database, { prefs: { emailDeadlineReminders: false } });
    const noAddress = await buildReminderUser(database, { email: null });
    await saveListingDue(database, optedOut.id, '2026-09-02');
    await saveListingDue(database, noAddress.id, '2026-09-02');
    const mailer = recordingMailer();
    const counts = await checkAt('2026-09-01T12:00:00Z', mailer).run();
    expect(counts).toMatchObject({ reminders: 2, emails: 0, notifications: 2 });
    expect(mailer.calls).toEqual([]);
    for (const user of [optedOut, noAddress]) {
      expect((await claimsOf(database, user.id)).map((c) => [c.status, c.notified])).toEqual([
        ['skipped', true],
      ]);
      expect(await notificationsOf(database, user.id)).toHaveLength(1);
    }
  });

  it('in-app reminders off: e-mail only; both off: nothing', async () => {
    const emailOnly = await buildReminderUser(database, { prefs: { pushDeadlineReminders: false } });
    const neither = await buildReminderUser(database, {
      prefs: { pushDeadlineReminders: false, emailDeadlineReminders: false },
    });
    await saveListingDue(database, emailOnly.id, '2026-10-02');
    await saveListingDue(database, neither.id, '2026-10-02');
    const mailer = recordingMailer();
    await checkAt('2026-10-01T12:00:00Z', mailer).run();
    expect(mailer.calls.map((c) => c.user.id)).toEqual([emailOnly.id]);
    expect(await notificationsOf(database, emailOnly.id)).toEqual([]);
    expect(await claimsOf(database, neither.id)).toEqual([]);
  });

  it('without a mailer (not wired yet) reminders are in-app only', async () => {
    const user = await buildReminderUser(database);
    await saveListingDue(database, user.id, '2026-10-12');
    const counts = await checkAt('2026-10-11T12:00:00Z', null).run();
    expect(counts).toMatchObject({ reminders: 1, emails: 0, notifications: 1 });
    expect((await claimsOf(database, user.id)).map((c) => c.status)).toEqual(['skipped']);
  });
});

describe('a failed e-mail', () => {
  it('is retried by the next check, without a second in-app notification', async () => {
    const user = await buildReminderUser(database);
    await saveListingDue(database, user.id, '2026-11-08');
    const mailer = recordingMailer();
    mailer.failNext = 1;

    const first = await checkAt('2026-11-01T12:00:00Z', mailer).run();
    expect(first).toMatchObject({ reminders: 1, emails: 0, failed: 1, notifications: 1 });
    expect((await claimsOf(database, user.id)).map((c) => [c.status, c.attempts, c.lastError])).toEqual([
      ['failed', 1, 'SMTP 451 try again later'],
    ]);

    const second = await checkAt('2026-11-01T13:00:00Z', mailer).run();
    expect(second).toMatchObject({ reminders: 0, emails: 1, failed: 0 });
    expect(mailer.calls).toHaveLength(1);
    expect((await claimsOf(database, user.id)).map((c) => [c.status, c.attempts, c.emailSent])).toEqual([
      ['sent', 2, true],
    ]);
    expect(await notificationsOf(database, user.id)).toHaveLength(1);
  });

  it(`gives up after ${MAX_REMINDER_ATTEMPTS} attempts`, async () => {
    const user = await buildReminderUser(database);
    await saveListingDue(database, user.id, '2026-12-08');
    const mailer = recordingMailer();
    mailer.failNext = 100;
    for (let hour = 10; hour < 10 + MAX_REMINDER_ATTEMPTS + 2; hour += 1) {
      await checkAt(`2026-12-01T${hour}:00:00Z`, mailer).run();
    }
    expect((await claimsOf(database, user.id)).map((c) => [c.status, c.attempts])).toEqual([
      ['failed', MAX_REMINDER_ATTEMPTS],
    ]);
  });

  it('is not retried once the deadline has come', async () => {
    const user = await buildReminderUser(database);
    await saveListingDue(database, user.id, '2027-01-02');
    const mailer = recordingMailer();
    mailer.failNext = 1;
    await checkAt('2027-01-01T12:00:00Z', mailer).run();
    await checkAt('2027-01-02T12:00:00Z', mailer).run();
    expect(mailer.calls).toEqual([]);
    expect((await claimsOf(database, user.id)).map((c) => c.status)).toEqual(['failed']);
  });

  it(`left unsent by a stopped process is retried after ${STALE_CLAIM_MINUTES} minutes`, async () => {
    const user = await buildReminderUser(database);
    await saveListingDue(database, user.id, '2027-02-08');
    // The first run claims the reminder and then never finishes sending (its process "stops").
    const stalled: ReminderMailer = { sendDeadlineReminder: () => new Promise<void>(() => {}) };
    void checkAt('2027-02-01T12:00:00Z', stalled).run();
    await expect
      .poll(async () => (await claimsOf(database, user.id)).map((c) => c.status))
      .toEqual(['claimed']);

    const mailer = recordingMailer();
    await checkAt('2027-02-01T12:10:00Z', mailer).run();
    expect(mailer.calls).toEqual([]);

    await checkAt('2027-02-01T12:20:00Z', mailer).run();
    expect(mailer.calls.map((c) => c.user.id)).toEqual([user.id]);
    expect((await claimsOf(database, user.id)).map((c) => [c.status, c.emailSent])).toEqual([['sent', true]]);
    expect(await notificationsOf(database, user.id)).toHaveLength(1);
  });
});
