import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessApi, adminApi } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildSubscription, buildUser, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';

const DAY = 24 * 60 * 60 * 1000;

describe('granting complimentary Premium (POST /api/admin/users/{username}/complimentary-access)', () => {
  let ctx: TestContext;
  let admin: string;
  let student: string;
  let lucky: { username: string; plainPassword: string };
  let adminName: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const adminUser = await buildUser(ctx.database, { role: 'admin' });
    adminName = adminUser.username;
    admin = await signIn(ctx.app, adminUser);
    student = await signIn(ctx.app, await buildUser(ctx.database));
    lucky = await buildUser(ctx.database);
  });
  afterAll(() => ctx.close());

  const grant = (username: string, body: unknown, cookie: Caller = admin) =>
    injectAs(ctx.app, cookie, adminApi.grantComplimentaryAccess, { params: { username }, body });
  const auditRows = (target: string) =>
    ctx.database.query<{ action: string; reason: string; admin_username: string; details: unknown }>(
      'SELECT action, reason, admin_username, details FROM admin_audit_log WHERE target = $1 ORDER BY id',
      [target],
    );
  const access = async (cookie: string) => (await injectAs(ctx.app, cookie, accessApi.check)).json();

  it('gives application access for that many days, then extends from the end of it', async () => {
    const cookie = await signIn(ctx.app, lucky);
    expect((await access(cookie)).hasApplicationAccess).toBe(false);

    const first = await grant(lucky.username.toUpperCase(), { days: 7, reason: 'Scholarship programme' });
    expect(first.statusCode).toBe(200);
    expect(first.json().username).toBe(lucky.username);
    const until = Date.parse(first.json().weeklyAccessExpiresAt);
    expect(Math.abs(until - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    expect((await access(cookie)).hasApplicationAccess).toBe(true);

    const second = await grant(lucky.username, { days: 7, reason: 'Scholarship programme' });
    expect(Date.parse(second.json().weeklyAccessExpiresAt) - until).toBe(7 * DAY);
  });

  it('is for admins only: 401 signed out, 403 for others, and nothing changes', async () => {
    const target = await buildUser(ctx.database);
    expect(
      (await grant(target.username, { days: 7, reason: 'Scholarship programme' }, null)).statusCode,
    ).toBe(401);
    expect(
      (await grant(target.username, { days: 7, reason: 'Scholarship programme' }, student)).statusCode,
    ).toBe(403);
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
      ctx.app.services.access.grantComplimentaryAccess(notAdmin, target.username, 7, 'no'),
    ).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const rows = await ctx.database.query<{ weekly_access_expires_at: Date | null }>(
      'SELECT weekly_access_expires_at FROM users WHERE username = $1',
      [target.username],
    );
    expect(rows[0]!.weekly_access_expires_at).toBeNull();
  });

  it.each([
    [{ days: 0, reason: 'r' }, 'days: days must be between 1 and 365'],
    [{ days: 366, reason: 'r' }, 'days: days must be between 1 and 365'],
    [{ days: 1.5, reason: 'r' }, 'days: days must be a whole number'],
    [{ days: '7', reason: 'r' }, 'days: days must be a number'],
    [{ days: 7 }, 'reason: reason is required'],
    [{ days: 7, reason: '   ' }, 'reason: reason is required'],
    [{ days: 7, reason: 'x'.repeat(501) }, 'reason: reason must be at most 500 characters'],
    [{ days: 7, reason: 'r', role: 'admin' }, 'Unrecognized key: "role"'],
  ])('answers 400 to %j', async (payload, message) => {
    const response = await grant(lucky.username, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for an unknown username', async () => {
    const response = await grant('nobody_here', { days: 7, reason: 'Scholarship programme' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('User not found.');
  });

  it('writes one audit row per grant, with the admin, the user, the reason and the days', async () => {
    const target = await buildUser(ctx.database);
    await grant(target.username, { days: 30, reason: '  Programme winner  ' });
    const rows = await auditRows(target.username);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'premium.grant',
        reason: 'Programme winner',
        admin_username: adminName,
      }),
    ]);
    expect(rows[0]!.details).toMatchObject({ days: 30 });
  });

  it('writes nothing to the audit log when the grant is refused', async () => {
    const target = await buildUser(ctx.database);
    await grant(target.username, { days: 0, reason: 'r' });
    await grant(target.username, { days: 7, reason: 'r' }, student);
    expect(await auditRows(target.username)).toEqual([]);
  });
});

describe('revoking Premium (DELETE /api/admin/users/{username}/complimentary-access)', () => {
  let ctx: TestContext;
  let admin: string;
  let student: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    student = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  const endpoints = {
    POST: adminApi.grantComplimentaryAccess,
    DELETE: adminApi.revokeComplimentaryAccess,
  } as const;
  const call = (method: keyof typeof endpoints, username: string, body: object, cookie: Caller = admin) =>
    injectAs(ctx.app, cookie, endpoints[method], { params: { username }, body });
  const expiry = async (username: string) =>
    (
      await ctx.database.query<{ weekly_access_expires_at: Date | null }>(
        'SELECT weekly_access_expires_at FROM users WHERE username = $1',
        [username],
      )
    )[0]!.weekly_access_expires_at;
  const audit = (username: string) =>
    ctx.database.query<{ action: string; reason: string | null }>(
      'SELECT action, reason FROM admin_audit_log WHERE target = $1 ORDER BY id',
      [username],
    );

  it('ends Premium now: the expiry becomes the moment of the revoke, and access is gone', async () => {
    const user = await buildUser(ctx.database);
    await call('POST', user.username, { days: 30, reason: 'Trial' });
    const response = await call('DELETE', user.username.toUpperCase(), { reason: 'Trial ended early' });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe(user.username);
    expect(Math.abs(Date.parse(response.json().weeklyAccessExpiresAt) - Date.now())).toBeLessThan(60_000);
    const cookie = await signIn(ctx.app, user);
    const check = await injectAs(ctx.app, cookie, accessApi.check);
    expect(check.json().hasApplicationAccess).toBe(false);
    expect(await audit(user.username)).toEqual([
      { action: 'premium.grant', reason: 'Trial' },
      { action: 'premium.revoke', reason: 'Trial ended early' },
    ]);
  });

  it('answers 409 when there is no Premium to end, and changes nothing', async () => {
    const user = await buildUser(ctx.database);
    const response = await call('DELETE', user.username, { reason: 'Oops' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This user has no Premium access to revoke.');
    expect(await expiry(user.username)).toBeNull();
    expect(await audit(user.username)).toEqual([]);
  });

  /** A Stripe subscription on record for `user`, as the payments module stores one (ADR 027). */
  it('never ends Premium a Stripe subscription pays for', async () => {
    const until = new Date(Date.now() + 5 * DAY);
    const user = await buildUser(ctx.database);
    await buildSubscription(ctx.database, { userId: user.id, currentPeriodEnd: until, accessUntil: until });
    const response = await call('DELETE', user.username, { reason: 'Refund' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This user pays for Premium through Stripe; cancel the subscription there instead.',
    );
    expect((await expiry(user.username))?.getTime()).toBe(until.getTime());
  });

  it('ends complimentary Premium next to a payment that was started and never completed', async () => {
    const until = new Date(Date.now() + 5 * DAY);
    const user = await buildUser(ctx.database);
    await buildSubscription(ctx.database, {
      userId: user.id,
      status: 'incomplete',
      currentPeriodEnd: new Date(Date.now() + 7 * DAY),
      accessUntil: until,
    });
    expect((await call('DELETE', user.username, { reason: 'Granted by mistake' })).statusCode).toBe(200);
    expect((await expiry(user.username))!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('is for admins only and needs a reason; 404 for an unknown user', async () => {
    const user = await buildUser(ctx.database);
    await call('POST', user.username, { days: 7, reason: 'Trial' });
    const before = await expiry(user.username);
    expect((await call('DELETE', user.username, { reason: 'x' }, null)).statusCode).toBe(401);
    expect((await call('DELETE', user.username, { reason: 'x' }, student)).statusCode).toBe(403);
    const missing = await call('DELETE', user.username, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('reason: reason is required');
    expect((await expiry(user.username))?.getTime()).toBe(before?.getTime());
    const unknown = await call('DELETE', 'nobody_here', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found.');
  });
});
