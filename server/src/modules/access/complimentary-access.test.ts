import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';

const DAY = 24 * 60 * 60 * 1000;

describe('complimentary Premium (POST /api/admin/users/{username}/complimentary-access)', () => {
  let ctx: TestContext;
  let admin: string;
  let student: string;
  let lucky: { username: string; plainPassword: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    student = await signIn(ctx.app, await buildUser(ctx.database));
    lucky = await buildUser(ctx.database);
  });
  afterAll(() => ctx.close());

  const grant = (username: string, payload: unknown, cookie: string | null = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${encodeURIComponent(username)}/complimentary-access`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const access = async (cookie: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/check-access', headers: { cookie } })).json();

  it('gives application access for that many days, then extends from the end of it', async () => {
    const cookie = await signIn(ctx.app, lucky);
    expect((await access(cookie)).hasApplicationAccess).toBe(false);

    const first = await grant(lucky.username.toUpperCase(), { days: 7 });
    expect(first.statusCode).toBe(200);
    expect(first.json().username).toBe(lucky.username);
    const until = Date.parse(first.json().weeklyAccessExpiresAt);
    expect(Math.abs(until - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    expect((await access(cookie)).hasApplicationAccess).toBe(true);

    const second = await grant(lucky.username, { days: 7 });
    expect(Date.parse(second.json().weeklyAccessExpiresAt) - until).toBe(7 * DAY);
  });

  it('is for admins only: 401 signed out, 403 for others, and nothing changes', async () => {
    const target = await buildUser(ctx.database);
    expect((await grant(target.username, { days: 7 }, null)).statusCode).toBe(401);
    expect((await grant(target.username, { days: 7 }, student)).statusCode).toBe(403);
    const rows = await ctx.database.query<{ weekly_access_expires_at: Date | null }>(
      'SELECT weekly_access_expires_at FROM users WHERE username = $1',
      [target.username],
    );
    expect(rows[0]!.weekly_access_expires_at).toBeNull();
  });

  it('refuses a non-admin in the service too, whatever the route lets through', async () => {
    const target = await buildUser(ctx.database);
    const notAdmin = await buildUser(ctx.database);
    await expect(
      ctx.app.services.access.grantComplimentaryAccess(notAdmin, target.username, 7),
    ).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const rows = await ctx.database.query<{ weekly_access_expires_at: Date | null }>(
      'SELECT weekly_access_expires_at FROM users WHERE username = $1',
      [target.username],
    );
    expect(rows[0]!.weekly_access_expires_at).toBeNull();
  });

  it.each([
    [{ days: 0 }],
    [{ days: 366 }],
    [{ days: 1.5 }],
    [{ days: '7' }],
    [{}],
    [{ days: 7, role: 'admin' }],
  ])('answers 400 to %j', async (payload) => {
    const response = await grant(lucky.username, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 for an unknown username', async () => {
    const response = await grant('nobody_here', { days: 7 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('User not found.');
  });
});
