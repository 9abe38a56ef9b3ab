import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, endpointUrl, passwordResetMessages } from '@futurefund/core';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { transactional } from '../../db/transaction';
import { createAuthRepo } from './auth.repo';
import { createThrottleRepo } from './throttle.repo';
import { createPasswordResetRepo } from './password-reset.repo';
import { createPasswordResetService } from './password-reset.service';

const NEW_PASSWORD = 'a-brand-new-secret';

describe('password reset (POST /api/auth/forgot-password, /api/auth/reset-password)', () => {
  let ctx: TestContext;
  const logLines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({
      env: testEnv({ LOG_LEVEL: 'info', PUBLIC_URL: 'https://ff.example' }),
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(() => ctx.close());

  // Plain inject from the endpoint object: the client address is the point here, and injectAs
  // carries only headers and a payload (a spoofed X-Forwarded-For would be ignored).
  const forgot = (username: string, address = '10.0.0.1') =>
    ctx.app.inject({
      method: authApi.forgotPassword.method,
      url: endpointUrl(authApi.forgotPassword),
      payload: { username },
      remoteAddress: address,
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    injectAs(ctx.app, null, authApi.resetPassword, { body: { token, password } });

  /** The link as the user reads it in the e-mail (the local outbox stands in for the inbox). */
  async function mailedToken(userId: number): Promise<string | undefined> {
    await ctx.app.services.passwordReset.idle();
    const rows = await ctx.database.query<{ text: string }>(
      "SELECT text FROM email_outbox WHERE user_id = $1 AND kind = 'password_reset' ORDER BY id DESC LIMIT 1",
      [userId],
    );
    return rows[0]?.text.match(/https:\/\/ff\.example\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  }

  it('answers every request the same way, and mails only an account with an address', async () => {
    const withEmail = await buildUser(ctx.database, { email: 'sam@example.org' });
    const withoutEmail = await buildUser(ctx.database);
    const answers = await Promise.all([
      forgot(withEmail.username.toUpperCase()),
      forgot(withoutEmail.username),
      forgot('nobody-by-this-name'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: passwordResetMessages.requested });
    }
    expect(await mailedToken(withEmail.id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mailedToken(withoutEmail.id)).toBeUndefined();
    const [mail] = await ctx.database.query<{ to_address: string; text: string; headers: object }>(
      "SELECT to_address, text, headers FROM email_outbox WHERE user_id = $1 AND kind = 'password_reset'",
      [withEmail.id],
    );
    expect(mail!.to_address).toBe('sam@example.org');
    expect(mail!.text).toContain('for 30 minutes');
    expect(mail!.text).toContain("If this wasn't you, ignore this e-mail");
    expect(mail!.headers).not.toHaveProperty('list-unsubscribe');
  });

  it('sets the new password once, ends every session, and never shows the token', async () => {
    const user = await buildUser(ctx.database, { email: 'lee@example.org' });
    const otherDevice = await signIn(ctx.app, user);
    const requested = await forgot(user.username);
    const token = (await mailedToken(user.id))!;
    expect(requested.body).not.toContain(token);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: passwordResetMessages.changed });
    expect(done.body).not.toContain(token);

    const stillIn = await injectAs(ctx.app, otherDevice, authApi.currentUser);
    expect(stillIn.statusCode).toBe(401);
    const oldPassword = await injectAs(ctx.app, null, authApi.login, {
      body: { username: user.username, password: user.plainPassword },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect(await signIn(ctx.app, { username: user.username, plainPassword: NEW_PASSWORD })).toMatch(
      /^ff_session=/,
    );

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(passwordResetMessages.invalidLink);
    expect(logLines.join('\n')).not.toContain(token);
    const [stored] = await ctx.database.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses unknown and malformed tokens and short passwords, changing nothing', async () => {
    const unknown = await reset('B'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(passwordResetMessages.invalidLink);
    const malformed = await reset('not a token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toContainEqual({
      path: 'token',
      message: passwordResetMessages.invalidLink,
    });
    const user = await buildUser(ctx.database, { email: 'pat@example.org' });
    await forgot(user.username);
    const token = (await mailedToken(user.id))!;
    const short = await reset(token, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toContainEqual({
      path: 'password',
      message: 'Password must be at least 6 characters',
    });
    expect((await reset(token)).statusCode).toBe(200); // the refused attempt did not use the link up
  });

  it('mails at most 3 links an hour per account, still answering the same', async () => {
    const user = await buildUser(ctx.database, { email: 'flood@example.org' });
    for (let i = 0; i < 5; i += 1) expect((await forgot(user.username, '10.0.0.9')).statusCode).toBe(200);
    await ctx.app.services.passwordReset.idle();
    const rows = await ctx.database.query('SELECT 1 FROM email_outbox WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(3);
  });

  it('limits requests per client address to 20 an hour (429)', async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await forgot(`someone${i}`, '10.0.0.77')).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('a link expires 30 minutes after it was sent (clock injected)', async () => {
    let clock = new Date('2027-03-01T10:00:00Z');
    const db = ctx.database.db;
    const links: string[] = [];
    const service = createPasswordResetService({
      repo: createPasswordResetRepo(db),
      transaction: transactional(db, createPasswordResetRepo),
      throttle: createThrottleRepo(db),
      activity: createAuthRepo(db),
      sendResetEmail: async (_user, url) => void links.push(url),
      publicUrl: 'https://ff.example',
      log: { error: () => undefined },
      now: () => clock,
    });
    const meta = { ipAddress: '10.1.1.1', userAgent: undefined };
    const user = await buildUser(ctx.database, { email: 'clock@example.org' });
    await service.requestReset({ username: user.username }, meta);
    await service.idle();
    const token = new URL(links[0]!).searchParams.get('token')!;

    clock = new Date('2027-03-01T10:30:00Z');
    await expect(service.resetPassword({ token, password: NEW_PASSWORD }, meta)).rejects.toMatchObject({
      statusCode: 400,
      message: passwordResetMessages.invalidLink,
    });
    clock = new Date('2027-03-01T10:29:59Z');
    await expect(service.resetPassword({ token, password: NEW_PASSWORD }, meta)).resolves.toMatchObject({
      success: true,
    });
  });
});
