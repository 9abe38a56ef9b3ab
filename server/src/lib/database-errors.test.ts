import { applicationsApi, authApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { buildScholarship, buildUser, signIn } from '../../test/factories';
import { callAs, injectAs } from '../../test/inject';
import { invalidInputFromDatabase } from './database-errors';

describe('values the database cannot store answer 400 at the contract, not 500', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  const count = async (table: string) =>
    (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  function expectValidationError(response: { statusCode: number; json(): Record<string, unknown> }) {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(typeof body.message).toBe('string');
    expect(typeof body.requestId).toBe('string');
  }

  it('refuses a NUL character in a registration and creates no account', async () => {
    const [users, sessions] = [await count('users'), await count('sessions')];
    const response = await injectAs(ctx.app, null, authApi.register, {
      body: {
        name: 'Nul\u0000Name',
        username: 'nul_name',
        password: 'long-enough-password',
        userType: 'student_seeker',
        seekerSubType: 'student',
      },
    });
    expectValidationError(response);
    expect(response.json().message).toBe('name: must not contain control characters');
    expect(response.cookies.find((c) => c.name === 'ff_session')).toBeUndefined();
    expect([await count('users'), await count('sessions')]).toEqual([users, sessions]);
  });

  it('refuses an opportunity id beyond the integer range and saves nothing', async () => {
    const before = await count('applications');
    const response = await injectAs(ctx.app, cookie, applicationsApi.save, {
      body: { opportunityId: 3_000_000_000, opportunityType: 'scholarship' },
    });
    expectValidationError(response);
    expect(response.json().message).toBe('opportunityId: opportunityId is too large');
    expect(await count('applications')).toBe(before);
  });

  it('refuses a NUL character in application notes and keeps the old notes', async () => {
    const scholarship = await buildScholarship(ctx.database);
    const { id } = await callAs(ctx.app, cookie, applicationsApi.save, {
      body: { opportunityId: scholarship.id, opportunityType: 'scholarship' },
    });
    const response = await injectAs(ctx.app, cookie, applicationsApi.update, {
      params: { id },
      body: { notes: 'before\u0000after' },
    });
    expectValidationError(response);
    const [row] = await ctx.database.query<{ notes: string | null }>(
      'SELECT notes FROM applications WHERE id = $1',
      [id],
    );
    expect(row!.notes).toBeNull();
  });

  // The safety net behind the contracts: real driver errors for values a column cannot take.
  it.each([
    ['a NUL character in text', 'SELECT $1::text AS v', ['a\u0000b'], 'characters that cannot be stored'],
    ['an integer beyond the column', 'SELECT $1::int AS v', ['3000000000'], 'out of range'],
  ])('maps the database error for %s to a 400', async (_, sql, params, message) => {
    const error = await ctx.database.query(sql, params).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(invalidInputFromDatabase(error)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(invalidInputFromDatabase(error)!.message).toContain(message);
  });

  it('still answers 500 with the generic message for other database failures', async () => {
    await ctx.database.query("ALTER TABLE users ADD CONSTRAINT ff_test_refuse CHECK (name <> 'Refuse Me')");
    const response = await injectAs(ctx.app, null, authApi.register, {
      body: {
        name: 'Refuse Me',
        username: 'refuse_me',
        password: 'long-enough-password',
        userType: 'student_seeker',
        seekerSubType: 'student',
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});
