import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, emailOutbox, notificationPreferences } from '../../db/schema';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { notificationsOf, saveListingDue } from '../../../test/reminder-fixtures';
import { createNotificationsRepo } from './notifications.repo';

// The bell, the preferences and the admin's deadline check over HTTP (product §7, §9): success,
// exact validation messages, and authorization (401 signed out, 403 non-admin, 404 others' rows).

let ctx: TestContext;
let student: Awaited<ReturnType<typeof buildUser>>;
let cookie: string;
let otherCookie: string;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: testEnv({ DEADLINE_REMINDERS: 'false' }) });
  student = await buildUser(ctx.database, { email: 'student@example.com' });
  cookie = await signIn(ctx.app, student);
  otherCookie = await signIn(ctx.app, await buildUser(ctx.database));
  adminCookie = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? { cookie: who } : {}, ...(payload ? { payload } : {}) });
const notify = (userId: number, title: string) =>
  createNotificationsRepo(ctx.database.db).insert({
    userId,
    kind: 'test',
    title,
    body: 'Body',
    link: '/dashboard',
  });

describe('notifications', () => {
  it('lists your own, newest first, with the unread count', async () => {
    await notify(student.id, 'First');
    await notify(student.id, 'Second');
    const response = await call('GET', '/api/notifications', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().unreadCount).toBe(2);
    expect(response.json().notifications.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect((await call('GET', '/api/notifications', otherCookie)).json()).toEqual({
      notifications: [],
      unreadCount: 0,
    });
  });

  it('honours the limit and refuses one over 50', async () => {
    expect((await call('GET', '/api/notifications?limit=1', cookie)).json().notifications).toHaveLength(1);
    const response = await call('GET', '/api/notifications?limit=51', cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].message).toBe('limit must be between 1 and 50');
  });

  it('marks one read; another user’s answers 404 and stays unread', async () => {
    const mine = await notify(student.id, 'Mine');
    const theirs = await notify(student.id, 'Not for the other user');
    const response = await call('POST', `/api/notifications/${mine.id}/read`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: mine.id, readAt: expect.any(String) });

    const refused = await call('POST', `/api/notifications/${theirs.id}/read`, otherCookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Notification not found.');
    expect(
      (await notificationsOf(ctx.database, student.id)).find((n) => n.id === theirs.id)?.readAt,
    ).toBeNull();
  });

  it('marks all read', async () => {
    const response = await call('POST', '/api/notifications/read-all', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().updated).toBeGreaterThan(0);
    expect((await call('GET', '/api/notifications', cookie)).json().unreadCount).toBe(0);
  });

  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/1/read'],
    ['POST', '/api/notifications/read-all'],
    ['GET', '/api/notification-preferences'],
    ['PUT', '/api/notification-preferences'],
  ] as const)('%s %s answers 401 signed out', async (method, url) => {
    const response = await call(
      method,
      url,
      undefined,
      method === 'PUT' ? { daysBeforeDeadline: 3 } : undefined,
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  it('answers product §9’s defaults before anything is saved', async () => {
    const response = await call('GET', '/api/notification-preferences', otherCookie);
    expect(response.json()).toEqual({
      emailFrequency: 'weekly',
      emailDeadlineReminders: true,
      emailApplicationUpdates: true,
      emailOpportunityMatches: true,
      pushDeadlineReminders: true,
      daysBeforeDeadline: 7,
      priorityThreshold: 70,
    });
  });

  it('saves only the fields sent', async () => {
    const response = await call('PUT', '/api/notification-preferences', cookie, {
      daysBeforeDeadline: 3,
      emailFrequency: 'daily',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      daysBeforeDeadline: 3,
      emailFrequency: 'daily',
      priorityThreshold: 70,
    });
    const again = await call('PUT', '/api/notification-preferences', cookie, {
      emailDeadlineReminders: false,
    });
    expect(again.json()).toMatchObject({ daysBeforeDeadline: 3, emailDeadlineReminders: false });
  });

  it.each([
    [{ daysBeforeDeadline: 0 }, 'daysBeforeDeadline must be between 1 and 30'],
    [{ daysBeforeDeadline: 31 }, 'daysBeforeDeadline must be between 1 and 30'],
    [{ daysBeforeDeadline: 2.5 }, 'daysBeforeDeadline must be a whole number'],
    [{ priorityThreshold: 101 }, 'priorityThreshold must be between 0 and 100'],
    [{ emailFrequency: 'hourly' }, 'emailFrequency must be one of daily, weekly, monthly, never'],
    [{ emailDeadlineReminders: 'yes' }, 'emailDeadlineReminders must be true or false'],
  ])('refuses %j with a clear message and changes nothing', async (payload, message) => {
    const before = await ctx.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, student.id));
    const response = await call('PUT', '/api/notification-preferences', cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].message).toBe(message);
    expect(
      await ctx.database.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, student.id)),
    ).toEqual(before);
  });
});

describe('the admin deadline check', () => {
  const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('sends the due reminders, says how many, audits and lists the run', async () => {
    const saver = await buildUser(ctx.database, { email: 'saver@example.com' });
    await saveListingDue(ctx.database, saver.id, utcDay(3));
    await saveListingDue(ctx.database, saver.id, utcDay(1), { type: 'internship' });

    const response = await call('POST', '/api/email/trigger-deadline-check', adminCookie);
    expect(response.statusCode).toBe(200);
    // One e-mail listing both (to the local outbox: no SMTP_URL here), one notification each.
    expect(response.json()).toEqual({
      success: true,
      message: 'Deadline check complete: 2 reminders sent (1 e-mail, 2 in-app).',
    });
    expect(await notificationsOf(ctx.database, saver.id)).toHaveLength(2);
    const mail = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'saver@example.com'));
    expect(mail.map((row) => [row.kind, row.status])).toEqual([['deadline_reminder', 'stored']]);
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'deadline-check.trigger'));
    expect(audit).toHaveLength(1);

    const again = await call('POST', '/api/email/trigger-deadline-check', adminCookie);
    expect(again.json().message).toBe('Deadline check complete: 0 reminders sent (0 e-mails, 0 in-app).');

    const runs = await call('GET', '/api/admin/deadline-checks', adminCookie);
    expect(runs.statusCode).toBe(200);
    expect(
      runs.json().runs.map((r: { reminders: number; trigger: string }) => [r.trigger, r.reminders]),
    ).toEqual([
      ['admin', 0],
      ['admin', 2],
    ]);
  });

  it.each([
    ['POST', '/api/email/trigger-deadline-check'],
    ['GET', '/api/admin/deadline-checks'],
  ] as const)('%s %s: 401 signed out, 403 for a student', async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
    expect((await call(method, url, cookie)).statusCode).toBe(403);
  });
});
