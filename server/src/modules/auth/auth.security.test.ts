import { authApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';

describe('auth security', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    injectAs(ctx.app, null, authApi.login, { body: { username, password } }, { headers });
  const currentUser = (caller: Caller) => injectAs(ctx.app, caller, authApi.currentUser);
  const count = async (sql: string, params: unknown[] = []) =>
    (await ctx.database.query<{ n: number }>(sql, params))[0]?.n ?? 0;

  describe('CSRF: state-changing requests from a foreign Origin', () => {
    it.each([
      ['a foreign origin', { origin: 'https://evil.example' }],
      ['the opaque "null" origin', { origin: 'null' }],
      ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses %s with 403 and changes nothing', async (_label, headers) => {
      const user = await buildUser(ctx.database);
      const sessionsBefore = await count('SELECT count(*)::int AS n FROM sessions');
      const logsBefore = await count('SELECT count(*)::int AS n FROM auth_activity_logs');
      const response = await login(user.username, user.plainPassword, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(response.json().message).toContain('Cross-site request refused');
      expect(await count('SELECT count(*)::int AS n FROM sessions')).toBe(sessionsBefore);
      expect(await count('SELECT count(*)::int AS n FROM auth_activity_logs')).toBe(logsBefore);
    });

    it('refuses a cross-site logout, so a foreign page cannot sign the user out', async () => {
      const user = await buildUser(ctx.database);
      const cookie = await signIn(ctx.app, user);
      const response = await injectAs(ctx.app, cookie, authApi.logout, undefined, {
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect((await currentUser(cookie)).statusCode).toBe(200);
    });

    it.each(['/%61pi/logout', '/api/%6Cogout', '/api/logout/'])(
      'refuses a cross-site logout through the spelling %s, and the session lives on',
      async (url) => {
        const user = await buildUser(ctx.database);
        const cookie = await signIn(ctx.app, user);
        // URL literals kept on purpose: the path spelling itself is what this CSRF test checks.
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { cookie, origin: 'https://evil.example' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
        const me = await currentUser(cookie);
        expect(me.statusCode).toBe(200);
        // The same spelling from our own page does reach the logout route.
        const own = await ctx.app.inject({ method: 'POST', url, headers: { cookie } });
        expect(own.statusCode).toBe(200);
        expect((await currentUser(cookie)).statusCode).toBe(401);
      },
    );

    it('accepts the same origin', async () => {
      const user = await buildUser(ctx.database);
      const response = await login(user.username, user.plainPassword, {
        origin: 'http://futurefund.test:5000',
        host: 'futurefund.test:5000',
        'sec-fetch-site': 'same-origin',
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('login throttling', () => {
    it('answers 429 with Retry-After after 10 failures for one account, even with the right password', async () => {
      const user = await buildUser(ctx.database);
      for (let attempt = 1; attempt <= 10; attempt++) {
        // A different spoofed X-Forwarded-For each time: without a trusted proxy it changes nothing.
        const response = await login(user.username, 'wrong-password', {
          'x-forwarded-for': `203.0.113.${attempt}`,
        });
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const locked = await login(user.username, user.plainPassword, { 'x-forwarded-for': '198.51.100.7' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(locked.cookies.find((c) => c.name === 'ff_session')).toBeUndefined();

      // Other accounts are unaffected.
      const other = await buildUser(ctx.database);
      expect((await login(other.username, other.plainPassword)).statusCode).toBe(200);
    });

    it('counts failures only since the last successful sign-in', async () => {
      const user = await buildUser(ctx.database);
      for (let i = 0; i < 9; i++) await login(user.username, 'wrong-password');
      expect((await login(user.username, user.plainPassword)).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) await login(user.username, 'wrong-password');
      expect((await login(user.username, user.plainPassword)).statusCode).toBe(200);
    });

    it('throttles guesses at an unknown username like a real one', async () => {
      for (let i = 0; i < 10; i++) await login('ghost_account', 'guess-number-x');
      expect((await login('ghost_account', 'guess-number-y')).statusCode).toBe(429);
    });
  });

  describe('auth_activity_logs', () => {
    it('records registration, login, failed login and logout with ip and user agent, never the password', async () => {
      const headers = { 'user-agent': 'JourneyBrowser/1.0' };
      const password = 'Very-Secret-Password-123';
      const registered = await injectAs(
        ctx.app,
        null,
        authApi.register,
        {
          body: {
            name: 'Log Me',
            username: 'logme',
            password,
            userType: 'student_seeker',
            seekerSubType: 'counselor',
          },
        },
        { headers },
      );
      const userId = registered.json().id;
      await login('logme', 'Wrong-Password-456', headers);
      const cookie = await signIn(ctx.app, { username: 'logme', plainPassword: password });
      await injectAs(ctx.app, cookie, authApi.logout, undefined, { headers });

      const rows = await ctx.database.query<Record<string, unknown>>(
        "SELECT action, status, failure_reason, user_id, ip_address, user_agent FROM auth_activity_logs WHERE username = 'logme' ORDER BY id",
      );
      expect(rows).toEqual([
        {
          action: 'register',
          status: 'success',
          failure_reason: null,
          user_id: userId,
          ip_address: '127.0.0.1',
          user_agent: 'JourneyBrowser/1.0',
        },
        {
          action: 'login',
          status: 'failure',
          failure_reason: 'wrong_password',
          user_id: userId,
          ip_address: '127.0.0.1',
          user_agent: 'JourneyBrowser/1.0',
        },
        expect.objectContaining({ action: 'login', status: 'success', user_id: userId }),
        {
          action: 'logout',
          status: 'success',
          failure_reason: null,
          user_id: userId,
          ip_address: '127.0.0.1',
          user_agent: 'JourneyBrowser/1.0',
        },
      ]);
      const everything = JSON.stringify(await ctx.database.query('SELECT * FROM auth_activity_logs'));
      expect(everything).not.toContain(password);
      expect(everything).not.toContain('Wrong-Password-456');
    });

    it('records a login for an unknown user as unknown_user', async () => {
      await login('Not_Registered', 'whatever-1');
      const [row] = await ctx.database.query<Record<string, unknown>>(
        "SELECT failure_reason, user_id FROM auth_activity_logs WHERE username = 'not_registered'",
      );
      expect(row).toEqual({ failure_reason: 'unknown_user', user_id: null });
    });
  });
});
