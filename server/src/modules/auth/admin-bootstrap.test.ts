import { authApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';

describe('first admin from ADMIN_USERNAME / ADMIN_PASSWORD', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates the admin when it does not exist, who can then sign in as admin', async () => {
    expect(await ctx.app.services.auth.ensureAdmin('root_admin', 'admin-password-1')).toBe('created');
    const cookie = await signIn(ctx.app, { username: 'root_admin', plainPassword: 'admin-password-1' });
    const me = await injectAs(ctx.app, cookie, authApi.currentUser);
    expect(me.json()).toMatchObject({ username: 'root_admin', role: 'admin' });
  });

  it('never changes an existing account (role or password)', async () => {
    const existing = await buildUser(ctx.database, { username: 'already_here' });
    expect(await ctx.app.services.auth.ensureAdmin('Already_Here', 'other-password-2')).toBe('exists');
    const [row] = await ctx.database.query<{ role: string }>(
      "SELECT role FROM users WHERE username = 'already_here'",
    );
    expect(row?.role).toBe('user');
    expect(await signIn(ctx.app, existing)).toMatch(/^ff_session=/);
  });
});
