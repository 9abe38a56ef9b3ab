import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, emailApi, emailMessages } from '@futurefund/core';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';

// Without SMTP_URL every message lands in the local outbox (ADR 024).
describe('e-mail admin endpoints and the local outbox', () => {
  let ctx: TestContext;
  let admin: string;
  let student: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ PUBLIC_URL: 'https://ff.example/' }) });
    admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    student = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  const preview = (publicId: string) => injectAs(ctx.app, null, emailApi.preview, { params: { publicId } });
  const sendTest = (body: unknown, cookie: Caller = admin) =>
    injectAs(ctx.app, cookie, emailApi.sendTest, { body });
  const outboxCount = async () =>
    Number((await ctx.database.query<{ n: string }>('SELECT count(*) AS n FROM email_outbox'))[0]!.n);

  it('reports the outbox as configured, with its sender and reading page', async () => {
    const response = await injectAs(ctx.app, admin, emailApi.status);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      configured: true,
      mode: 'outbox',
      message: expect.stringContaining('local outbox'),
      testAccount: {
        user: 'FutureFund <no-reply@futurefund.local>',
        web: 'https://ff.example/email-preview',
      },
    });
  });

  it('stores a test e-mail in the outbox; its preview link shows the whole message', async () => {
    const response = await sendTest({
      to: 'someone@example.org',
      subject: 'Hello <b>there</b>',
      message: 'Line one\n<script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Test email sent (kept in the local outbox).');
    expect(body.previewUrl).toMatch(/^https:\/\/ff\.example\/email-preview\/[A-Za-z0-9_-]{22}$/);

    const publicId = body.previewUrl.split('/').pop();
    const shown = await preview(publicId); // no sign-in: the id is the key
    expect(shown.statusCode).toBe(200);
    const message = shown.json();
    expect(message).toMatchObject({
      subject: 'Hello <b>there</b>',
      from: 'FutureFund <no-reply@futurefund.local>',
      to: 'someone@example.org',
    });
    expect(message.text).toContain('Line one\n<script>alert(1)</script>');
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.html).not.toContain('<script>');
    expect(message.headers['message-id']).toMatch(/^<.+>$/);
    expect(message.headers['content-type']).toContain('multipart/alternative');
    expect(message.headers).not.toHaveProperty('list-unsubscribe'); // a test e-mail is not a newsletter

    const audit = await ctx.database.query<{ action: string; target: string }>(
      "SELECT action, target FROM admin_audit_log WHERE action = 'email.test'",
    );
    expect(audit).toEqual([{ action: 'email.test', target: 'someone@example.org' }]);
  });

  it('lists the newest outbox messages for admins, with preview links', async () => {
    const response = await injectAs(ctx.app, admin, emailApi.outbox);
    expect(response.statusCode).toBe(200);
    const [latest] = response.json().messages;
    expect(latest).toMatchObject({
      to: 'someone@example.org',
      subject: 'Hello <b>there</b>',
      kind: 'test',
      status: 'stored',
      previewUrl: `https://ff.example/email-preview/${latest.publicId}`,
    });
  });

  it('answers 404 for an unknown preview id and 400 for a malformed one', async () => {
    expect((await preview('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await preview('not-an-id')).statusCode).toBe(400);
  });

  it.each([
    [{ subject: 'S', message: 'M' }, 'to', emailMessages.recipient],
    [{ to: '', subject: 'S', message: 'M' }, 'to', emailMessages.recipient],
    [{ to: 'not-an-address', subject: 'S', message: 'M' }, 'to', emailMessages.recipient],
    [{ to: 'a@example.org', subject: '', message: 'M' }, 'subject', emailMessages.subjectRequired],
    [{ to: 'a@example.org', subject: 'x'.repeat(201), message: 'M' }, 'subject', emailMessages.subjectMax],
    [{ to: 'a@example.org', subject: 'S', message: '   ' }, 'message', emailMessages.messageRequired],
    [{ to: 'a@example.org', subject: 'S', message: 'x'.repeat(5001) }, 'message', emailMessages.messageMax],
  ])('refuses %j with "%s: %s" and stores nothing', async (payload, path, message) => {
    const before = await outboxCount();
    const response = await sendTest(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
    expect(await outboxCount()).toBe(before);
  });

  it('is for admins only: 401 signed out, 403 for a student, nothing sent', async () => {
    const before = await outboxCount();
    const valid = { to: 'a@example.org', subject: 'S', message: 'M' };
    expect((await sendTest(valid, null)).statusCode).toBe(401);
    expect((await sendTest(valid, student)).statusCode).toBe(403);
    for (const endpoint of [emailApi.status, emailApi.outbox]) {
      expect((await injectAs(ctx.app, null, endpoint)).statusCode).toBe(401);
      expect((await injectAs(ctx.app, student, endpoint)).statusCode).toBe(403);
    }
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a non-admin in the service too', async () => {
    const user = await buildUser(ctx.database);
    await expect(ctx.app.services.email.status(user)).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('the welcome e-mail', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ PUBLIC_URL: 'https://ff.example' }) });
  });
  afterAll(() => ctx.close());

  const register = (username: string, email?: string) =>
    injectAs(ctx.app, null, authApi.register, {
      body: {
        username,
        password: 'welcome-password-1',
        name: 'Wendy Welcome',
        userType: 'student_seeker',
        seekerSubType: 'student',
        ...(email ? { email } : {}),
      },
    });
  const welcomes = () =>
    ctx.database.query<{ to_address: string; subject: string; headers: Record<string, string> }>(
      "SELECT to_address, subject, headers FROM email_outbox WHERE kind = 'welcome' ORDER BY id",
    );

  it('goes to a new account with an e-mail address, after the answer, with an unsubscribe link', async () => {
    const response = await register('wendy_welcome', 'wendy@example.org');
    expect(response.statusCode).toBe(201);
    await expect
      .poll(async () => (await welcomes()).map((row) => row.to_address))
      .toEqual(['wendy@example.org']);
    const [row] = await welcomes();
    expect(row!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/ff\.example\/api\/email\/unsubscribe\?token=/,
    );
  });

  it('is not sent to an account without an address, nor when registration fails', async () => {
    expect((await register('no_address_user')).statusCode).toBe(201);
    expect((await register('wendy_welcome', 'other@example.org')).statusCode).toBe(409);
    await ctx.app.services.close();
    expect((await welcomes()).map((row) => row.to_address)).toEqual(['wendy@example.org']);
  });
});
