import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildScholarship, buildUser, signIn } from '../../../test/factories';

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

  const request = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: premium }, ...(payload ? { payload } : {}) });

  const saveNew = async (): Promise<number> =>
    (
      await request('POST', '/api/applications', {
        opportunityId: (await buildScholarship(ctx.database)).id,
        opportunityType: 'scholarship',
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
      request('PATCH', `/api/applications/${id}`, { notes: 'Ask Ms. Rivera', status: 'applied' }),
    );
    expect(failed.statusCode).toBe(500);
    expect(failed.json().code).toBe('INTERNAL_ERROR');

    const card = (await request('GET', '/api/applications')).json().find((a: { id: number }) => a.id === id);
    expect(card).toMatchObject({ status: 'interested', notes: null, dateApplied: null });
    expect((await request('GET', `/api/applications/${id}/history`)).json()).toHaveLength(1);
  });

  it('then saves both once the statement can succeed', async () => {
    const id = await saveNew();
    const saved = await request('PATCH', `/api/applications/${id}`, { notes: 'Sent', status: 'applied' });
    expect(saved.json()).toMatchObject({ status: 'applied', notes: 'Sent' });
    expect((await request('GET', `/api/applications/${id}/history`)).json()).toHaveLength(2);
  });
});
