import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsApi } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildScholarship, buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

// One request, one transaction (ADR 010): the second statement is made to fail for real, by
// taking the history table away inside this file's own database.
describe('PATCH /api/applications/{id}: notes and status commit together or not at all', () => {
  let ctx: TestContext;
  let premium: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    premium = await signIn(ctx.app, await buildUser(ctx.database, { weeklyAccessExpiresAt: inAWeek() }));
  });
  afterAll(() => ctx.close());

  const update = (id: number, body: { notes: string; status: 'applied' }) =>
    injectAs(ctx.app, premium, applicationsApi.update, { params: { id }, body });
  const history = (id: number) => injectAs(ctx.app, premium, applicationsApi.history, { params: { id } });

  const saveNew = async (): Promise<number> =>
    (
      await injectAs(ctx.app, premium, applicationsApi.save, {
        body: { opportunityId: (await buildScholarship(ctx.database)).id, opportunityType: 'scholarship' },
      })
    ).json().id;

  async function withoutHistoryTable<T>(fn: () => Promise<T>): Promise<T> {
    await ctx.database.query('ALTER TABLE application_status_history RENAME TO status_history_gone');
    try {
      return await fn();
    } finally {
      await ctx.database.query('ALTER TABLE status_history_gone RENAME TO application_status_history');
    }
  }

  it('keeps neither the notes nor the status when recording the status change fails', async () => {
    const id = await saveNew();

    const failed = await withoutHistoryTable(() =>
      update(id, { notes: 'Ask Ms. Rivera', status: 'applied' }),
    );
    expect(failed.statusCode).toBe(500);
    expect(failed.json().code).toBe('INTERNAL_ERROR');

    const card = (await injectAs(ctx.app, premium, applicationsApi.list))
      .json()
      .find((a: { id: number }) => a.id === id);
    expect(card).toMatchObject({ status: 'interested', notes: null, dateApplied: null });
    expect((await history(id)).json()).toHaveLength(1);
  });

  it('then saves both once the statement can succeed', async () => {
    const id = await saveNew();
    const saved = await update(id, { notes: 'Sent', status: 'applied' });
    expect(saved.json()).toMatchObject({ status: 'applied', notes: 'Sent' });
    expect((await history(id)).json()).toHaveLength(2);
  });
});
