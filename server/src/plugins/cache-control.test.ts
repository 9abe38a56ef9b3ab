import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { buildUser, signIn } from '../../test/factories';

describe('Cache-Control on API answers', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it.each([
    ['the signed-in user', '/api/user'],
    ['the applications list', '/api/applications'],
    ['a browse page', '/api/opportunities?limit=1'],
    ['the calendar subscription status', '/api/calendar-feed'],
  ])('answers %s to a session with no-store', async (_label, url) => {
    const response = await get(url, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store with a successful sign-in, which sets the session cookie', async () => {
    const user = await buildUser(ctx.database);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.plainPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['401 signed out', () => get('/api/user'), 401],
    ['404 unknown route', () => get('/api/nothing-here'), 404],
    ['404 unknown calendar feed', () => get(`/api/calendar/${'a'.repeat(43)}.ics`), 404],
    [
      '400 invalid body',
      () => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x' } }),
      400,
    ],
    [
      '403 foreign origin',
      () =>
        ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example' } }),
      403,
    ],
  ])('marks the error %s no-store', async (_label, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the public health check no-store too (nothing marks it cacheable)', async () => {
    const response = await get('/api/health');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("keeps the calendar feed's own private, max-age=300", async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: { cookie } });
    const path = new URL(created.json().url).pathname;
    expect(created.headers['cache-control']).toBe('no-store');
    const polled = await get(path);
    expect(polled.statusCode).toBe(200);
    expect(polled.headers['cache-control']).toBe('private, max-age=300');
  });
});
