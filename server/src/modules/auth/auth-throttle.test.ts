import { authApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildUser } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { ACCOUNT_DELAY_STEP_MS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_PAIR } from './auth-throttle';

const LOCKED = 'Too many failed sign-in attempts. Try again in 15 minutes.';

describe('sign-in and registration limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const login = (username: string, password: string, remoteAddress: string, app = ctx.app) =>
    injectAs(app, null, authApi.login, { body: { username, password } }, { remoteAddress });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>(
      (all, r) => ({ ...all, [r.statusCode]: (all[r.statusCode] ?? 0) + 1 }),
      {},
    );
  const checkedPasswords = async (username: string) =>
    (
      await ctx.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM auth_activity_logs WHERE username = $1 AND failure_reason = 'wrong_password'",
        [username.toLowerCase()],
      )
    )[0]!.n;

  it('checks at most 10 of 30 parallel wrong passwords, then refuses even the right one from that address', async () => {
    const user = await buildUser(ctx.database);
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => login(user.username, 'wrong-password', '203.0.113.10')),
    );
    expect(statuses(burst)).toEqual({ 401: MAX_FAILURES_PER_PAIR, 429: 30 - MAX_FAILURES_PER_PAIR });
    expect(await checkedPasswords(user.username)).toBe(MAX_FAILURES_PER_PAIR);

    const right = await login(user.username, user.plainPassword, '203.0.113.10');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED', message: LOCKED });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    expect(right.cookies.find((c) => c.name === 'ff_session')).toBeUndefined();

    // The student, from their own address, is not locked out by the attacker's failures.
    expect((await login(user.username, user.plainPassword, '198.51.100.20')).statusCode).toBe(200);
  });

  it('limits one address across accounts: 50 failures in parallel, then 429 for any account', async () => {
    const address = '203.0.113.11';
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`nobody_${i}_x`, 'guess-password', address)),
    );
    expect(statuses(burst)).toEqual({ 401: MAX_FAILURES_PER_ADDRESS, 429: 60 - MAX_FAILURES_PER_ADDRESS });
    const user = await buildUser(ctx.database);
    expect((await login(user.username, user.plainPassword, address)).statusCode).toBe(429);
    expect((await login(user.username, user.plainPassword, '203.0.113.12')).statusCode).toBe(200);
  });

  it('slows an account attacked from many addresses instead of locking it', async () => {
    const user = await buildUser(ctx.database);
    for (let i = 1; i <= 12; i++) {
      const response = await login(user.username, 'wrong-password', `192.0.2.${i}`);
      expect(response.statusCode, `attempt ${i}`).toBe(401);
    }
    // 12 failures so far: the 13th attempt is the third past the soft limit and waits 4 steps.
    const started = Date.now();
    const own = await login(user.username, user.plainPassword, '198.51.100.30');
    expect(own.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * ACCOUNT_DELAY_STEP_MS - 20);
  });

  it('with TRUST_PROXY=1, made-up X-Forwarded-For entries do not escape the limit', async () => {
    const proxied = await createTestApp({ database: ctx.database, env: testEnv({ TRUST_PROXY: '1' }) });
    try {
      const user = await buildUser(ctx.database);
      const viaProxy = (password: string, forwardedFor: string) =>
        injectAs(
          proxied.app,
          null,
          authApi.login,
          { body: { username: user.username, password } },
          { headers: { 'x-forwarded-for': forwardedFor } },
        );
      const results = [];
      for (let i = 1; i <= 12; i++)
        results.push(await viaProxy('wrong-password', `10.9.${i}.${i}, 198.51.100.40`));
      expect(statuses(results)).toEqual({ 401: MAX_FAILURES_PER_PAIR, 429: 12 - MAX_FAILURES_PER_PAIR });
      expect((await viaProxy(user.plainPassword, '1.2.3.4, 198.51.100.40')).statusCode).toBe(429);
      expect((await viaProxy(user.plainPassword, '198.51.100.41')).statusCode).toBe(200);
    } finally {
      await proxied.app.close();
    }
  });

  describe('registration', () => {
    const register = (i: number, remoteAddress: string) =>
      injectAs(
        ctx.app,
        null,
        authApi.register,
        {
          body: {
            name: `Burst ${i}`,
            username: `burst_${remoteAddress.replaceAll('.', '_')}_${i}`,
            password: 'long-enough-password',
            userType: 'student_seeker',
            seekerSubType: 'student',
          },
        },
        { remoteAddress },
      );
    const users = async () =>
      (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;

    // The default leaves room for a class signing up behind one school address.
    const limit = testEnv().REGISTRATION_LIMIT_PER_HOUR;

    it(`creates at most ${limit} accounts per address per hour, even in parallel`, async () => {
      expect(limit).toBe(20);
      const before = await users();
      const burst = await Promise.all(
        Array.from({ length: limit * 2 }, (_, i) => register(i, '203.0.113.50')),
      );
      expect(statuses(burst)).toEqual({ 201: limit, 429: limit });
      expect(await users()).toBe(before + limit);
      const refused = burst.find((response) => response.statusCode === 429)!;
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many accounts created from this address. Try again later.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.cookies.find((c) => c.name === 'ff_session')).toBeUndefined();

      expect((await register(99, '203.0.113.51')).statusCode).toBe(201);
    });
  });
});
