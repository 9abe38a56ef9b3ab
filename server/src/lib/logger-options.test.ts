import { applicationsApi, authApi, systemApi } from '@futurefund/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testEnv, type TestContext } from '../../test/test-app';
import { buildUser, signIn } from '../../test/factories';
import { callAs, injectAs } from '../../test/inject';

describe('log lines carry no secrets', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  const output = () => lines.join('');

  beforeAll(async () => {
    ctx = await createTestApp({
      env: testEnv({ LOG_LEVEL: 'trace' }),
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  beforeEach(() => void lines.splice(0));
  afterAll(() => ctx.close());

  it('logs a registration that fails in the database without its SQL, parameters or password hash', async () => {
    // A real database error during the insert: a constraint this test adds to its own database copy.
    await ctx.database.query("ALTER TABLE users ADD CONSTRAINT ff_test_refuse CHECK (name <> 'Refuse Me')");
    const password = 'Plain-Password-Never-Logged-1';
    const response = await injectAs(ctx.app, null, authApi.register, {
      body: {
        name: 'Refuse Me',
        username: 'refused_user',
        password,
        userType: 'student_seeker',
        seekerSubType: 'student',
      },
    });
    expect(response.statusCode).toBe(500);
    const log = output();
    expect(log).toContain('request failed');
    expect(log).toContain('23514'); // what went wrong stays visible: the code and the constraint
    expect(log).toContain('ff_test_refuse');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(password);
    expect(log).not.toMatch(/insert into/i);
    expect(log).not.toContain('Failing row');
    expect(log).not.toContain('refused_user');
  });

  it('never logs a calendar feed token, however the URL is spelled', async () => {
    const cookie = await signIn(ctx.app, await buildUser(ctx.database));
    const created = await callAs(ctx.app, cookie, applicationsApi.createCalendarFeed);
    const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(String(created.url))![1]!;
    // Spellings of the feed URL are under test (an encoded letter, an extra query), so they stay literal.
    for (const url of [
      `/api/calendar/${token}.ics`,
      `/api/calend%61r/${token}.ics`,
      `/api/calendar/${token}.ics?from=app`,
    ]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(200);
    }
    const madeUp = await injectAs(ctx.app, null, applicationsApi.calendarFeed, {
      params: { token: 'made-up-token-value' },
    });
    expect(madeUp.statusCode).toBe(404);
    const log = output();
    expect(log).toContain('/api/calendar/[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain('made-up-token-value');
  });

  it('masks token-like query values and never logs cookies or passwords', async () => {
    const user = await buildUser(ctx.database);
    const cookie = await signIn(ctx.app, user);
    // Health takes no query; these values only have to reach the request log.
    await injectAs(ctx.app, cookie, systemApi.health, {
      query: { token: 'query-secret-1', access_key: 'query-secret-2', page: 2 },
    });
    await injectAs(ctx.app, null, authApi.login, {
      body: { username: user.username, password: 'Wrong-Password-In-Body-9' },
    });
    const log = output();
    expect(log).toContain('page=2');
    expect(log).not.toContain('query-secret');
    expect(log).not.toContain(cookie.split('=')[1]!);
    expect(log).not.toContain('Wrong-Password-In-Body-9');
    expect(log).not.toContain(user.plainPassword);
  });
});
