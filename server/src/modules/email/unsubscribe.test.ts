import { authApi, emailApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildUser } from '../../../test/factories';
import { injectAs } from '../../../test/inject';

describe('one-click unsubscribe (RFC 8058)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ PUBLIC_URL: 'https://ff.example' }) });
  });
  afterAll(() => ctx.close());

  /** A reminder for a new student; returns the token of its List-Unsubscribe link. */
  async function reminderToken() {
    const student = await buildUser(ctx.database, { email: 'kim@example.org' });
    await ctx.app.services.email.sendDeadlineReminder(
      { id: student.id, email: 'kim@example.org', name: 'Kim' },
      [
        {
          applicationId: 1,
          opportunityType: 'scholarship',
          opportunityId: 3,
          title: 'Award',
          deadline: '2027-02-01',
          daysLeft: 3,
        },
      ],
    );
    const [row] = await ctx.database.query<{ headers: Record<string, string> }>(
      'SELECT headers FROM email_outbox WHERE user_id = $1',
      [student.id],
    );
    const token = /token=([A-Za-z0-9_-]+)>/.exec(row!.headers['list-unsubscribe']!)![1]!;
    return { student, token };
  }

  const preferences = async (userId: number) =>
    (
      await ctx.database.query<Record<string, boolean>>(
        `SELECT email_deadline_reminders, email_application_updates, email_opportunity_matches
           FROM notification_preferences WHERE user_id = $1`,
        [userId],
      )
    )[0];

  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    injectAs(
      ctx.app,
      null,
      emailApi.unsubscribe,
      { query: { token } },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'List-Unsubscribe=One-Click',
      },
    );

  it('a GET changes nothing: it sends the reader to the confirmation page', async () => {
    const { student, token } = await reminderToken();
    const response = await injectAs(ctx.app, null, emailApi.unsubscribeLink, { query: { token } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/unsubscribe?token=${token}`);
    expect(await preferences(student.id)).toBeUndefined();
  });

  it('the one-click POST turns off only deadline reminders, creating the defaults row', async () => {
    const { student, token } = await reminderToken();
    const response = await oneClick(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'You will no longer receive deadline reminder e-mails.',
      category: 'deadline_reminders',
    });
    expect(await preferences(student.id)).toEqual({
      email_deadline_reminders: false,
      email_application_updates: true,
      email_opportunity_matches: true,
    });
    // Clicking again is harmless and says the same.
    expect((await oneClick(token)).statusCode).toBe(200);
  });

  it('keeps the other preferences of an existing row as they were', async () => {
    const { student, token } = await reminderToken();
    await ctx.database.query(
      'INSERT INTO notification_preferences (user_id, email_application_updates) VALUES ($1, false)',
      [student.id],
    );
    // The page's button posts without a body.
    const response = await injectAs(ctx.app, null, emailApi.unsubscribe, { query: { token } });
    expect(response.statusCode).toBe(200);
    expect(await preferences(student.id)).toEqual({
      email_deadline_reminders: false,
      email_application_updates: false,
      email_opportunity_matches: true,
    });
  });

  it('refuses an unknown token (404) and a malformed one (400), changing nothing', async () => {
    const { student } = await reminderToken();
    const unknown = await oneClick('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This link is no longer valid');
    expect((await oneClick('short')).statusCode).toBe(400);
    expect(await preferences(student.id)).toBeUndefined();
  });

  it('accepts the one-click POST from a foreign Origin, which other routes refuse', async () => {
    const { student, token } = await reminderToken();
    const foreign = { origin: 'https://mail.example.com', 'sec-fetch-site': 'cross-site' };
    expect((await oneClick(token, foreign)).statusCode).toBe(200);
    expect((await preferences(student.id))!.email_deadline_reminders).toBe(false);

    const login = await injectAs(
      ctx.app,
      null,
      authApi.login,
      { body: { username: student.username, password: student.plainPassword } },
      { headers: foreign },
    );
    expect(login.statusCode).toBe(403);
    // The exemption follows the route, not a spelling of its path. The URL stays a literal: a
    // token query on /api/email/test is a query string its contract does not allow.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: `/api/email/test?token=${token}`,
      headers: { ...foreign, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('takes form bodies on the unsubscribe route only', async () => {
    const response = await injectAs(ctx.app, null, authApi.login, undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(response.statusCode).toBe(415);
  });
});
