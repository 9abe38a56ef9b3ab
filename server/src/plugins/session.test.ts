import { authApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { createTestApp, type TestContext } from '../../test/test-app';
import { buildUser, signIn } from '../../test/factories';
import { injectAs } from '../../test/inject';
import { requireAdmin, requireContributor, requireUser } from './session';

// Routes that exist only here (no endpoint object names them, so they are called by URL), to
// exercise the shared pre-handlers every real route uses.
const guardedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/test-guard/user', { preHandler: requireUser }, async () => ({ ok: true }));
  app.get('/api/test-guard/admin', { preHandler: requireAdmin }, async () => ({ ok: true }));
  app.get('/api/test-guard/contributor', { preHandler: requireContributor }, async () => ({ ok: true }));
};

describe('authorization pre-handlers', () => {
  let ctx: TestContext;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.register(guardedRoutes);
    cookies.student = await signIn(ctx.app, await buildUser(ctx.database));
    cookies.contributor = await signIn(
      ctx.app,
      await buildUser(ctx.database, {
        userType: 'contributor',
        seekerSubType: null,
        contributorSubType: 'company_recruiter',
        organizationName: 'Acme',
        jobTitle: 'Recruiter',
      }),
    );
    cookies.admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
  });
  afterAll(() => ctx.close());

  const expected: Record<string, Record<string, number>> = {
    user: { anonymous: 401, student: 200, contributor: 200, admin: 200 },
    admin: { anonymous: 401, student: 403, contributor: 403, admin: 200 },
    contributor: { anonymous: 401, student: 403, contributor: 200, admin: 200 },
  };
  for (const [route, byActor] of Object.entries(expected)) {
    for (const [actor, status] of Object.entries(byActor)) {
      it(`${route} route answers ${status} to ${actor}`, async () => {
        const cookie = cookies[actor];
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/test-guard/${route}`,
          headers: cookie ? { cookie } : {},
        });
        expect(response.statusCode).toBe(status);
        if (status !== 200)
          expect(response.json().code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      });
    }
  }

  it('throttles one IP after 50 failed logins across many accounts', async () => {
    for (let i = 0; i < 50; i++) {
      await injectAs(ctx.app, null, authApi.login, {
        body: { username: `spray${i}`, password: 'password1' },
      });
    }
    const user = await buildUser(ctx.database);
    const response = await injectAs(ctx.app, null, authApi.login, {
      body: { username: user.username, password: user.plainPassword },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});
