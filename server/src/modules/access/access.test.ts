import { describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/factories';
import { visitorCookieOf, freeViewApp } from '../../../test/free-views-fixtures';

describe('what a visitor may see and do (check-access)', () => {
  const env = freeViewApp();

  const post = (url: string, headers: Record<string, string> = {}) =>
    env.ctx.app.inject({ method: 'POST', url, headers });

  it('answers a new visitor: 0 views used, access, no cookie set', async () => {
    const response = await post('/api/check-access');
    expect(response.json()).toEqual({
      hasAccess: true,
      viewsUsed: 0,
      isAuthenticated: false,
      hasApplicationAccess: false,
    });
    expect(response.cookies.find((c) => c.name === 'ff_visitor')).toBeUndefined();
  });

  it('counts the distinct listings a visitor opened, and never uses a view itself', async () => {
    const first = await env.ctx.app.inject({ method: 'GET', url: env.urls.dream });
    const cookie = visitorCookieOf(first);
    for (let i = 0; i < 5; i++) await post('/api/check-access', { cookie });
    expect((await post('/api/check-access', { cookie })).json()).toMatchObject({
      hasAccess: true,
      viewsUsed: 1,
    });
    for (const url of env.urls.firstThree)
      await env.ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await post('/api/check-access', { cookie })).json()).toEqual({
      hasAccess: false,
      viewsUsed: 3,
      isAuthenticated: false,
      hasApplicationAccess: false,
    });
  });

  it("answers a signed-in user's own view count, always with access", async () => {
    const user = await buildUser(env.ctx.database, { profileViewsUsed: 7 });
    const cookie = await signIn(env.ctx.app, user);
    expect((await post('/api/check-access', { cookie })).json()).toEqual({
      hasAccess: true,
      viewsUsed: 7,
      isAuthenticated: true,
      hasApplicationAccess: false,
    });
  });

  it('grants application access only to an active premium subscription or an admin', async () => {
    const cases: Array<[Parameters<typeof buildUser>[1], boolean]> = [
      [{ weeklyAccessExpiresAt: new Date(Date.now() + 86_400_000) }, true],
      [{ weeklyAccessExpiresAt: new Date(Date.now() - 1000) }, false],
      [{ role: 'admin' }, true],
      [{}, false],
    ];
    for (const [overrides, expected] of cases) {
      const cookie = await signIn(env.ctx.app, await buildUser(env.ctx.database, overrides));
      expect(
        (await post('/api/check-access', { cookie })).json().hasApplicationAccess,
        JSON.stringify(overrides),
      ).toBe(expected);
    }
  });
});
