import { applicationsApi, authApi, opportunitiesApi, systemApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { buildUser, signIn } from '../../test/factories';
import { injectAs } from '../../test/inject';

describe('Cache-Control on API answers', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  // For URLs no endpoint object spells: an unknown /api path, and the feed URL an answer gave.
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it.each([
    ['the signed-in user', () => injectAs(ctx.app, cookie, authApi.currentUser)],
    ['the applications list', () => injectAs(ctx.app, cookie, applicationsApi.list)],
    ['a browse page', () => injectAs(ctx.app, cookie, opportunitiesApi.browse, { query: { limit: 1 } })],
    ['the calendar subscription status', () => injectAs(ctx.app, cookie, applicationsApi.calendarFeedStatus)],
  ])('answers %s to a session with no-store', async (_label, send) => {
    const response = await send();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store with a successful sign-in, which sets the session cookie', async () => {
    const user = await buildUser(ctx.database);
    const response = await injectAs(ctx.app, null, authApi.login, {
      body: { username: user.username, password: user.plainPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['401 signed out', () => injectAs(ctx.app, null, authApi.currentUser), 401],
    ['404 unknown route', () => get('/api/nothing-here'), 404],
    [
      '404 unknown calendar feed',
      () => injectAs(ctx.app, null, applicationsApi.calendarFeed, { params: { token: 'a'.repeat(43) } }),
      404,
    ],
    ['400 invalid body', () => injectAs(ctx.app, null, authApi.login, { body: { username: 'x' } }), 400],
    [
      '403 foreign origin',
      () =>
        injectAs(ctx.app, null, authApi.logout, undefined, { headers: { origin: 'https://evil.example' } }),
      403,
    ],
  ])('marks the error %s no-store', async (_label, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the public health check no-store too (nothing marks it cacheable)', async () => {
    const response = await injectAs(ctx.app, null, systemApi.health);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("keeps the calendar feed's own private, max-age=300", async () => {
    const created = await injectAs(ctx.app, cookie, applicationsApi.createCalendarFeed);
    // The feed is polled at the URL the answer gives, as a calendar app would.
    const path = new URL(created.json().url).pathname;
    expect(created.headers['cache-control']).toBe('no-store');
    const polled = await get(path);
    expect(polled.statusCode).toBe(200);
    expect(polled.headers['cache-control']).toBe('private, max-age=300');
  });
});
