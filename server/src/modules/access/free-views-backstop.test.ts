import { describe, expect, it } from 'vitest';
import { FREE_VIEWS_PER_ADDRESS_PER_HOUR } from '@futurefund/core';
import { createTestApp, testEnv } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { freeViewApp, isFull } from '../../../test/free-views-fixtures';
import { createThrottleRepo } from '../auth/throttle.repo';
import { createAccessRepo } from './access.repo';
import { createFreeViews } from './free-views.service';

const addressLimit = {
  cause: 'address_limit',
  reason: 'Free views from your network are used up for this hour',
};

describe('the per-address backstop for clients that drop the visitor cookie (ADR 018)', () => {
  const env = freeViewApp();

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}, app = env.ctx.app) =>
    app.inject({ method: 'GET', url, remoteAddress, headers });

  /** Sends `count` cookie-less first views from one address and expects each in full. */
  async function sendFirstViews(
    count: number,
    url: string,
    remoteAddress: string,
    headers = {},
    app = env.ctx.app,
  ) {
    for (let i = 0; i < count; i++)
      expect(isFull(await get(url, remoteAddress, headers, app)), `view ${i + 1}`).toBe(true);
  }

  it('limits cookie-less answers past the hourly allowance of one address, with its reason', async () => {
    const address = '198.51.100.7';
    const reader = (await get(env.urls.dream, address)).cookies.find((c) => c.name === 'ff_visitor')!;
    const readerCookie = { cookie: `ff_visitor=${reader.value}` };
    await sendFirstViews(FREE_VIEWS_PER_ADDRESS_PER_HOUR - 1, env.urls.dream, address);

    const limited = await get(env.urls.dream, address);
    expect(limited.json().limited).toEqual(addressLimit);
    expect(limited.body).not.toContain('thedream.us');
    expect(limited.body).not.toContain('Pell Grant');
    // A forged forwarding header does not move an untrusted client to a fresh address.
    expect((await get(env.urls.dream, address, { 'x-forwarded-for': '10.9.8.7' })).json().limited).toEqual(
      addressLimit,
    );
    // What the visitor already saw stays visible; a listing new to it does not.
    expect(isFull(await get(env.urls.dream, address, readerCookie))).toBe(true);
    expect((await get(env.urls.intern, address, readerCookie)).json().limited).toEqual(addressLimit);

    const member = { cookie: await signIn(env.ctx.app, await buildUser(env.ctx.database)) };
    expect(isFull(await get(env.urls.intern, address, member))).toBe(true);
    expect(isFull(await get(env.urls.dream, '198.51.100.8'))).toBe(true);
  });

  it('does not count reopened listings or closed ones against the address', async () => {
    const address = '198.51.100.20';
    const first = await get(env.urls.dream, address);
    const cookie = { cookie: `ff_visitor=${first.cookies.find((c) => c.name === 'ff_visitor')!.value}` };
    for (let i = 0; i < FREE_VIEWS_PER_ADDRESS_PER_HOUR + 5; i++) {
      expect(isFull(await get(env.urls.dream, address, cookie))).toBe(true);
      expect(isFull(await get(env.urls.closed, address))).toBe(true);
    }
    const [row] = await env.ctx.database.query<{ count: number }>(
      "SELECT count FROM auth_throttle WHERE kind = 'detail_views_ip' AND key = $1",
      [address],
    );
    expect(row?.count).toBe(1);
  });

  it('counts the forwarded client address when TRUST_PROXY names the proxy hop', async () => {
    const behindProxy = await createTestApp({
      env: testEnv({ TRUST_PROXY: '1' }),
      database: env.ctx.database,
    });
    const client = (ip: string) => ({ 'x-forwarded-for': ip });
    await sendFirstViews(
      FREE_VIEWS_PER_ADDRESS_PER_HOUR,
      env.urls.intern,
      '10.0.0.1',
      client('203.0.113.5'),
      behindProxy.app,
    );
    const limited = await get(env.urls.intern, '10.0.0.1', client('203.0.113.5'), behindProxy.app);
    expect(limited.json().limited).toEqual(addressLimit);
    expect(isFull(await get(env.urls.intern, '10.0.0.1', client('203.0.113.6'), behindProxy.app))).toBe(true);
    await behindProxy.app.close();
  });

  it('starts an address over after its hour and purges the old counters', async () => {
    // A day ahead, so no purge on the real clock touches these counters meanwhile.
    const start = Date.now() + 24 * 3600_000;
    let now = new Date(start);
    const db = env.ctx.database.db;
    const freeViews = createFreeViews(createAccessRepo(db), createThrottleRepo(db), { now: () => now });
    const listing = { type: 'scholarship', id: 1, closed: false, deadline: null } as const;
    let visitors = 0;
    const cookieLess = (address: string) => ({ user: null, visitorHash: `clock-${++visitors}`, address });
    const counters = () =>
      env.ctx.database.query<{ key: string; count: number }>(
        "SELECT key, count FROM auth_throttle WHERE kind = 'detail_views_ip' AND key LIKE '192.0.2.25_' ORDER BY key",
      );

    expect(await freeViews.admit(cookieLess('192.0.2.251'), listing)).toBeNull();
    for (let i = 1; i < FREE_VIEWS_PER_ADDRESS_PER_HOUR; i++)
      expect(await freeViews.admit(cookieLess('192.0.2.250'), listing)).toBeNull();
    now = new Date(start + 59 * 60_000);
    expect(await freeViews.admit(cookieLess('192.0.2.250'), listing)).toBeNull();
    expect(await freeViews.admit(cookieLess('192.0.2.250'), listing)).toEqual(addressLimit);
    expect(await counters()).toEqual([
      { key: '192.0.2.250', count: FREE_VIEWS_PER_ADDRESS_PER_HOUR + 1 },
      { key: '192.0.2.251', count: 1 },
    ]);

    // Purges run at most every 10 minutes; this one drops every counter whose hour is over.
    now = new Date(start + 70 * 60_000);
    expect(await freeViews.admit(cookieLess('192.0.2.250'), listing)).toBeNull();
    expect(await counters()).toEqual([{ key: '192.0.2.250', count: 1 }]);
  });
});
