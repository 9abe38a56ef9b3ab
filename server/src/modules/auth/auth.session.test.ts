import { createHash } from 'node:crypto';
import { authApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildUser, sessionCookieFrom, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';

describe('login, sessions and logout', () => {
  let ctx: TestContext;
  let user: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await buildUser(ctx.database, { username: 'Student_One', name: 'Student One' });
  });
  afterAll(() => ctx.close());

  const login = (
    body: Record<string, unknown>,
    caller: Caller = null,
    headers: Record<string, string> = {},
  ) => injectAs(ctx.app, caller, authApi.login, { body }, { headers });
  const me = (cookie?: string) => injectAs(ctx.app, cookie ?? null, authApi.currentUser);
  const logout = (caller: Caller) => injectAs(ctx.app, caller, authApi.logout);

  it('signs in (username case-insensitively) and answers the user without secrets', async () => {
    const response = await login({ username: 'student_one', password: user.plainPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: 'Student_One', name: 'Student One' });
    expect(response.json()).not.toHaveProperty('password');
  });

  it('sets an httpOnly, SameSite=Lax session cookie for 30 days, not Secure over plain HTTP', async () => {
    const response = await login({ username: user.username, password: user.plainPassword });
    const cookie = response.cookies.find((c) => c.name === 'ff_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie.secure).toBeUndefined();
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
  });

  it('stores only the SHA-256 of the token', async () => {
    const response = await login({ username: user.username, password: user.plainPassword });
    const token = response.cookies.find((c) => c.name === 'ff_session')!.value;
    const rows = await ctx.database.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await login({ username: user.username, password: 'not-the-password' });
    const unknown = await login({ username: 'nobody_here', password: 'whatever-123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid username or password',
      });
      expect(response.cookies.find((c) => c.name === 'ff_session')).toBeUndefined();
    }
  });

  it.each([
    [{ username: 'ab', password: 'secret1' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'abc', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ password: 'secret1' }, 'username', 'Required'],
  ])('validates the login body %#', async (payload, path, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
  });

  it('answers GET /api/user with 401 when signed out or with an unknown token', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('ff_session=forged-token-value');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHENTICATED');
    // The dead cookie is cleared so the browser stops sending it.
    expect(forged.cookies.find((c) => c.name === 'ff_session')?.value).toBe('');
  });

  it('issues a new session id on login and ends the one the browser had', async () => {
    const first = await signIn(ctx.app, user);
    const response = await login({ username: user.username, password: user.plainPassword }, first);
    const second = sessionCookieFrom(response);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('logout deletes the session server-side', async () => {
    const cookie = await signIn(ctx.app, user);
    const token = cookie.split('=')[1]!;
    const response = await logout(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies.find((c) => c.name === 'ff_session')?.value).toBe('');
    const hash = createHash('sha256').update(token).digest('hex');
    expect(await ctx.database.query('SELECT 1 FROM sessions WHERE token_hash = $1', [hash])).toEqual([]);
    // Replaying the old cookie does not bring the session back.
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('logout while signed out is harmless', async () => {
    const response = await logout(null);
    expect(response.statusCode).toBe(200);
  });

  it('expires sessions after their expiry time', async () => {
    const cookie = await signIn(ctx.app, user);
    const hash = createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
    await ctx.database.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hash],
    );
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('slides the expiry forward when a session is used after an hour', async () => {
    const cookie = await signIn(ctx.app, user);
    const hash = createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
    await ctx.database.query(
      "UPDATE sessions SET last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 day' WHERE token_hash = $1",
      [hash],
    );
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'ff_session')?.maxAge).toBe(30 * 24 * 60 * 60);
    const [row] = await ctx.database.query<{ days: number }>(
      'SELECT extract(epoch FROM expires_at - now()) / 86400 AS days FROM sessions WHERE token_hash = $1',
      [hash],
    );
    expect(Number(row?.days)).toBeGreaterThan(29.9);
  });

  it('marks the cookie Secure when served over TLS through a trusted proxy', async () => {
    const proxied = await createTestApp({ database: ctx.database, env: testEnv({ TRUST_PROXY: '1' }) });
    const response = await injectAs(
      proxied.app,
      null,
      authApi.login,
      { body: { username: user.username, password: user.plainPassword } },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.cookies.find((c) => c.name === 'ff_session')?.secure).toBe(true);
    await proxied.app.close();

    // Without a trusted proxy the header is ignored.
    const direct = await login({ username: user.username, password: user.plainPassword }, null, {
      'x-forwarded-proto': 'https',
    });
    expect(direct.cookies.find((c) => c.name === 'ff_session')?.secure).toBeUndefined();
  });
});
