import { authApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../test/inject';
import { createTestApp, createTestDatabase, testEnv } from '../test/test-app';
import type { DatabaseHandle } from './db/client';

// app.inject connects from 127.0.0.1: the "proxy" in front of the app in these tests.
describe('TRUST_PROXY: which address a request comes from', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** The address the app records for a failed sign-in sent with these forwarding headers. */
  async function recordedAddress(trustProxy: string, forwardedFor: string) {
    const username = `probe_${Math.random().toString(36).slice(2, 10)}`;
    const ctx = await createTestApp({ database, env: testEnv({ TRUST_PROXY: trustProxy }) });
    try {
      await injectAs(
        ctx.app,
        null,
        authApi.login,
        { body: { username, password: 'not-the-password' } },
        { headers: { 'x-forwarded-for': forwardedFor } },
      );
    } finally {
      await ctx.app.close();
    }
    const [row] = await database.query<{ ip_address: string }>(
      'SELECT ip_address FROM auth_activity_logs WHERE username = $1',
      [username],
    );
    return row?.ip_address;
  }

  it.each([
    ['false', '127.0.0.1'],
    ['1', '198.51.100.23'],
    ['2', '203.0.113.9'],
    ['127.0.0.1', '198.51.100.23'],
    ['loopback', '198.51.100.23'],
    ['10.0.0.0/8', '127.0.0.1'],
  ])('with TRUST_PROXY=%s takes %s from "203.0.113.9, 198.51.100.23"', async (trust, expected) => {
    expect(await recordedAddress(trust, '203.0.113.9, 198.51.100.23')).toBe(expected);
  });

  it('with one trusted hop, a made-up leftmost entry never becomes the address', async () => {
    for (const madeUp of ['1.2.3.4', '10.9.8.7', 'garbage']) {
      expect(await recordedAddress('1', `${madeUp}, 198.51.100.23`)).toBe('198.51.100.23');
    }
  });
});
