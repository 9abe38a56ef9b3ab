import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';

describe('view metering and access (check-access, use-profile-view)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers });
  const visitorCookie = (response: { cookies: { name: string; value: string }[] }) =>
    `ff_visitor=${response.cookies.find((c) => c.name === 'ff_visitor')!.value}`;

  it('gives an anonymous visitor 3 free views, then hasAccess false', async () => {
    const first = await post('/api/use-profile-view');
    expect(first.json()).toEqual({
      hasAccess: true,
      viewsUsed: 1,
      isAuthenticated: false,
      hasApplicationAccess: false,
    });
    const cookie = visitorCookie(first);
    expect(first.cookies.find((c) => c.name === 'ff_visitor')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect((await post('/api/use-profile-view', { cookie })).json()).toMatchObject({
      hasAccess: true,
      viewsUsed: 2,
    });
    expect((await post('/api/use-profile-view', { cookie })).json()).toMatchObject({
      hasAccess: true,
      viewsUsed: 3,
    });
    expect((await post('/api/use-profile-view', { cookie })).json()).toMatchObject({
      hasAccess: false,
      viewsUsed: 3,
    });
    expect((await post('/api/check-access', { cookie })).json()).toEqual({
      hasAccess: false,
      viewsUsed: 3,
      isAuthenticated: false,
      hasApplicationAccess: false,
    });
  });

  it('check-access does not use a view', async () => {
    const first = await post('/api/use-profile-view');
    const cookie = visitorCookie(first);
    for (let i = 0; i < 5; i++) await post('/api/check-access', { cookie });
    expect((await post('/api/check-access', { cookie })).json()).toMatchObject({
      hasAccess: true,
      viewsUsed: 1,
    });
  });

  it('never grants more than 3 views to 50 parallel requests', async () => {
    const cookie = 'ff_visitor=AAAAAAAAAAAAAAAAAAAAAA';
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/use-profile-view', { cookie })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().hasAccess)).toHaveLength(3);
    const [row] = await ctx.database.query<{ views: number }>('SELECT views FROM anonymous_views');
    expect(row?.views).toBeLessThanOrEqual(3);
  });

  it('lets signed-in users view without limit, and counts their views', async () => {
    const user = await buildUser(ctx.database);
    const cookie = await signIn(ctx.app, user);
    for (let i = 0; i < 5; i++) await post('/api/use-profile-view', { cookie });
    expect((await post('/api/use-profile-view', { cookie })).json()).toEqual({
      hasAccess: true,
      viewsUsed: 6,
      isAuthenticated: true,
      hasApplicationAccess: false,
    });
    expect(
      (await post('/api/use-profile-view', { cookie })).cookies.find((c) => c.name === 'ff_visitor'),
    ).toBeUndefined();
  });

  it('grants application access only to an active premium subscription or an admin', async () => {
    const cases: Array<[Parameters<typeof buildUser>[1], boolean]> = [
      [{ weeklyAccessExpiresAt: new Date(Date.now() + 86_400_000) }, true],
      [{ weeklyAccessExpiresAt: new Date(Date.now() - 1000) }, false],
      [{ role: 'admin' }, true],
      [{}, false],
    ];
    for (const [overrides, expected] of cases) {
      const cookie = await signIn(ctx.app, await buildUser(ctx.database, overrides));
      expect(
        (await post('/api/check-access', { cookie })).json().hasApplicationAccess,
        JSON.stringify(overrides),
      ).toBe(expected);
    }
  });

  it('ignores a malformed visitor cookie and issues a fresh one', async () => {
    const response = await post('/api/use-profile-view', { cookie: 'ff_visitor=../../etc' });
    expect(response.json().viewsUsed).toBe(1);
    expect(response.cookies.find((c) => c.name === 'ff_visitor')?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
