import { describe, expect, it } from 'vitest';
import { accessApi } from '@futurefund/core';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';
import { visitorCookieOf, freeViewApp } from '../../../test/free-views-fixtures';

describe('what a visitor may see and do (check-access)', () => {
  const env = freeViewApp();

  const check = (cookie: Caller = null) => injectAs(env.ctx.app, cookie, accessApi.check);

  it('answers a new visitor: 0 views used, access, no cookie set', async () => {
    const response = await check();
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
    for (let i = 0; i < 5; i++) await check(cookie);
    expect((await check(cookie)).json()).toMatchObject({
      hasAccess: true,
      viewsUsed: 1,
    });
    // The listings' detail URLs come from the shared free-view fixture (env.urls).
    for (const url of env.urls.firstThree)
      await env.ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await check(cookie)).json()).toEqual({
      hasAccess: false,
      viewsUsed: 3,
      isAuthenticated: false,
      hasApplicationAccess: false,
    });
  });

  it("answers a signed-in user's own view count, always with access", async () => {
    const user = await buildUser(env.ctx.database, { profileViewsUsed: 7 });
    const cookie = await signIn(env.ctx.app, user);
    expect((await check(cookie)).json()).toEqual({
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
      expect((await check(cookie)).json().hasApplicationAccess, JSON.stringify(overrides)).toBe(expected);
    }
  });
});
