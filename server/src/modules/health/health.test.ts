import { systemApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { injectAs } from '../../../test/inject';
import { testDatabaseKind } from '../../../test/test-database-config';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 200 with the database kind and an up-to-date migration state', async () => {
    const response = await injectAs(ctx.app, null, systemApi.health);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.kind).toBe(testDatabaseKind());
    expect(body.database.migrations.upToDate).toBe(true);
    expect(body.database.migrations.applied).toBeGreaterThan(0);
    expect(body.database.migrations.applied).toBe(body.database.migrations.expected);
  });

  it('reports pending migrations when the bookkeeping table is behind', async () => {
    await ctx.database.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)',
    );
    const body = (await injectAs(ctx.app, null, systemApi.health)).json();
    expect(body.database.migrations.upToDate).toBe(false);
    expect(body.database.migrations.applied).toBe(body.database.migrations.expected - 1);
  });
});
