import fs from 'node:fs';
import path from 'node:path';
import { authApi, profileApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { injectAs } from '../../test/inject';
import { createTestApp, makeTempDir, type TestContext } from '../../test/test-app';

// ADR 034: a script-readable cookie that only says "a session cookie is here", so a visitor's first
// load need not ask GET /api/user (and log its 401). It must follow the session cookie exactly.
const HINT = 'ff_signed_in';

describe('the signed-in hint cookie', () => {
  let ctx: TestContext;
  let dist: string;
  let user: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    dist = makeTempDir('ff-dist-');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>FutureFund</title><div id="root"></div>',
    );
    ctx = await createTestApp({ webDistDir: dist });
    user = await buildUser(ctx.database);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const hintOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((c) => c.name === HINT);

  it('is set with the session at sign-in: readable by scripts, same lifetime, value 1 only', async () => {
    const response = await injectAs(ctx.app, null, authApi.login, {
      body: { username: user.username, password: user.plainPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(hintOf(response)).toMatchObject({
      value: '1',
      path: '/',
      sameSite: 'Lax',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(hintOf(response)).not.toHaveProperty('httpOnly');
  });

  it('is set at registration too', async () => {
    const response = await injectAs(ctx.app, null, authApi.register, {
      body: {
        name: 'Hint Student',
        username: 'hint_student',
        password: 'a-long-password-1',
        userType: 'student_seeker',
        seekerSubType: 'student',
        graduationYear: 2027,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(hintOf(response)?.value).toBe('1');
  });

  it('is cleared at logout', async () => {
    const cookie = await signIn(ctx.app, user);
    const response = await injectAs(ctx.app, cookie, authApi.logout);
    expect(hintOf(response)?.value).toBe('');
  });

  it('is cleared when the session it stood for is unknown or gone', async () => {
    const forged = await injectAs(ctx.app, `ff_session=forged-token; ${HINT}=1`, authApi.currentUser);
    expect(forged.statusCode).toBe(401);
    expect(hintOf(forged)?.value).toBe('');
    const orphan = await injectAs(ctx.app, `${HINT}=1`, authApi.currentUser);
    expect(orphan.statusCode).toBe(401);
    expect(hintOf(orphan)?.value).toBe('');
  });

  it('authorizes nothing on its own', async () => {
    const response = await injectAs(ctx.app, `${HINT}=1`, profileApi.get);
    expect(response.statusCode).toBe(401);
  });

  it('is mirrored by page answers: set beside a session cookie, cleared without one', async () => {
    const cookie = await signIn(ctx.app, user);
    const withSession = await ctx.app.inject({ method: 'GET', url: '/about', headers: { cookie } });
    expect(withSession.statusCode).toBe(200);
    expect(hintOf(withSession)?.value).toBe('1');
    const alreadyHinted = await ctx.app.inject({
      method: 'GET',
      url: '/about',
      headers: { cookie: `${cookie}; ${HINT}=1` },
    });
    expect(hintOf(alreadyHinted)).toBeUndefined();
    const stale = await ctx.app.inject({ method: 'GET', url: '/', headers: { cookie: `${HINT}=1` } });
    expect(hintOf(stale)?.value).toBe('');
    const visitor = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(visitor.cookies).toEqual([]);
  });
});
