import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviewApi, submissionsApi } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { idsOf, recommend, signInStudent } from '../../../test/recommendation-fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

// A submission is offered to students only once approved, and at once then (catalog version).
describe('contributor submissions in recommendations', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('recommends a matching submission after approval, never before', async () => {
    const contributor = await signIn(
      ctx.app,
      await buildUser(ctx.database, { userType: 'contributor', seekerSubType: null }),
    );
    const admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    const { cookie: student } = await signInStudent(ctx);
    const submitted = await injectAs(ctx.app, contributor, submissionsApi.submitScholarship, {
      body: {
        type: 'scholarship',
        title: 'Computer Science Python Scholarship',
        description: 'For Computer Science students who code in Python.',
        awardAmount: '$5,000',
        dueDate: inDays(90),
      },
    });
    const { id } = submitted.json();
    expect(idsOf(await recommend(ctx, student))).not.toContain(id);

    const approved = await injectAs(ctx.app, admin, reviewApi.approve, {
      params: { type: 'scholarship', id },
    });
    expect(approved.statusCode).toBe(200);
    // On PostgreSQL the new catalog version arrives by NOTIFY, a moment after the commit.
    await vi.waitFor(async () => expect(idsOf(await recommend(ctx, student))).toContain(id), {
      timeout: 5000,
      interval: 50,
    });
  });
});
