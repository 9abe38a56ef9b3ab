import { opportunitiesApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { injectAs } from '../../../test/inject';
import { buildScholarship } from '../../../test/factories';

// The in-memory catalog version depends on a LISTEN connection. When PostgreSQL drops it, browse
// must fall back to reading the version (never serving a stale cached answer), and listen again.
describe('catalog version when the LISTEN connection is lost', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const total = async () =>
    Number((await injectAs(ctx.app, null, opportunitiesApi.browse)).headers['x-total-count']);
  const listeners = () =>
    ctx.database.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
    );

  it('keeps answers current through a lost connection and listens again', async () => {
    await buildScholarship(ctx.database, { title: 'Before' });
    await expect.poll(total, { timeout: 2_000, interval: 20 }).toBe(1);
    const [listener] = await listeners();
    expect(listener).toBeDefined();

    await ctx.database.query('SELECT pg_terminate_backend($1)', [listener!.pid]);
    await buildScholarship(ctx.database, { title: 'During' });
    await expect.poll(total, { timeout: 2_000, interval: 20 }).toBe(2);

    // A new LISTEN connection within the retry delay, and notifications flow through it again.
    await expect
      .poll(async () => (await listeners()).map((row) => row.pid), { timeout: 5_000, interval: 100 })
      .not.toContain(listener!.pid);
    await expect.poll(async () => (await listeners()).length, { timeout: 5_000, interval: 100 }).toBe(1);
    await buildScholarship(ctx.database, { title: 'After' });
    await expect.poll(total, { timeout: 2_000, interval: 20 }).toBe(3);
  });
});
