import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatuses, applicationsApi, addDays, deadlineToday } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship, buildUser, signIn } from '../../../test/factories';
import { callAs, injectAs, type Caller } from '../../../test/inject';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

describe('application tracker: status, notes, history, remove (PATCH/DELETE /api/applications/{id})', () => {
  let ctx: TestContext;
  let premium: string;
  let free: string;
  let stranger: string;
  let admin: string;
  let scholarshipId: number;
  let internshipId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    premium = await signIn(ctx.app, await buildUser(ctx.database, { weeklyAccessExpiresAt: inAWeek() }));
    free = await signIn(ctx.app, await buildUser(ctx.database));
    stranger = await signIn(ctx.app, await buildUser(ctx.database, { weeklyAccessExpiresAt: inAWeek() }));
    admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    scholarshipId = (
      await buildScholarship(ctx.database, { title: 'Tracked Award', deadline: addDays(deadlineToday(), 20) })
    ).id;
    internshipId = (await buildInternship(ctx.database, { title: 'Tracked Intern', company: 'Acme' })).id;
  });
  afterAll(() => ctx.close());

  const save = async (
    cookie: string,
    opportunityId = scholarshipId,
    opportunityType: 'scholarship' | 'internship' = 'scholarship',
  ) =>
    (
      await callAs(ctx.app, cookie, applicationsApi.save, {
        body: { opportunityId, opportunityType, status: 'interested' },
      })
    ).id;
  const patch = (cookie: Caller, id: unknown, body: unknown) =>
    injectAs(ctx.app, cookie, applicationsApi.update, { params: { id }, body });
  const history = (cookie: Caller, id: number) =>
    injectAs(ctx.app, cookie, applicationsApi.history, { params: { id } });
  const remove = (cookie: Caller, id: number) =>
    injectAs(ctx.app, cookie, applicationsApi.remove, { params: { id } });
  const get = async (cookie: string, id: number) =>
    (await callAs(ctx.app, cookie, applicationsApi.list)).find((item) => item.id === id);

  it('moves through every status and back, recording each change with its note', async () => {
    const id = await save(premium);
    const path = [
      'applied',
      'interviewing',
      'awarded',
      'interviewing',
      'rejected',
      'applied',
      'interested',
    ] as const;
    for (const [index, status] of path.entries()) {
      const response = await patch(premium, id, { status, statusNote: `step ${index}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const entries = (await history(premium, id)).json();
    expect(
      entries.map((entry: { fromStatus: string | null; toStatus: string }) => [
        entry.fromStatus,
        entry.toStatus,
      ]),
    ).toEqual([
      [null, 'interested'],
      ['interested', 'applied'],
      ['applied', 'interviewing'],
      ['interviewing', 'awarded'],
      ['awarded', 'interviewing'],
      ['interviewing', 'rejected'],
      ['rejected', 'applied'],
      ['applied', 'interested'],
    ]);
    expect(entries.slice(1).map((entry: { note: string }) => entry.note)).toEqual(
      path.map((_, i) => `step ${i}`),
    );
  });

  it.each(
    applicationStatuses.flatMap((from) =>
      applicationStatuses.filter((to) => to !== from).map((to) => [from, to]),
    ),
  )('allows %s → %s', async (from, to) => {
    const id = await save(premium, (await buildScholarship(ctx.database)).id);
    if (from !== 'interested') expect((await patch(premium, id, { status: from })).statusCode).toBe(200);
    const response = await patch(premium, id, { status: to });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(to);
    expect(response.json().dateApplied === null).toBe(to === 'interested');
  });

  it('sets dateApplied when it becomes applied, keeps it afterwards and clears it back at Saved', async () => {
    const id = await save(premium, internshipId, 'internship');
    expect((await get(premium, id))?.dateApplied).toBeNull();
    const applied = (await patch(premium, id, { status: 'applied' })).json().dateApplied;
    expect(Date.now() - Date.parse(applied)).toBeLessThan(60_000);
    expect((await patch(premium, id, { status: 'interviewing' })).json().dateApplied).toBe(applied);
    expect((await patch(premium, id, { status: 'interested' })).json().dateApplied).toBeNull();
  });

  it('records nothing when the status does not change', async () => {
    const id = await save(premium, (await buildInternship(ctx.database)).id, 'internship');
    await patch(premium, id, { status: 'applied' });
    await patch(premium, id, { status: 'applied', statusNote: 'again' });
    expect((await history(premium, id)).json()).toHaveLength(2);
  });

  it('refuses a status change without Premium (403 PREMIUM_REQUIRED) and changes nothing, notes included', async () => {
    const id = await save(free);
    const response = await patch(free, id, { status: 'applied', notes: 'should not be kept' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: 'Status tracking is a Premium feature',
    });
    expect(await get(free, id)).toMatchObject({ status: 'interested', notes: null, dateApplied: null });
    expect((await history(free, id)).json()).toHaveLength(1);
  });

  it('lets an admin change statuses (application access)', async () => {
    const id = await save(admin);
    expect((await patch(admin, id, { status: 'applied' })).statusCode).toBe(200);
  });

  it('keeps notes for free users too, trims them and clears them with an empty text', async () => {
    const id = await save(free, internshipId, 'internship');
    const saved = await patch(free, id, { notes: '  Ask Ms. Rivera for a letter  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().notes).toBe('Ask Ms. Rivera for a letter');
    expect((await patch(free, id, { notes: '   ' })).json().notes).toBeNull();
  });

  it.each([
    [{}, 'Send a status or notes to change'],
    [{ status: 'won' }, 'status must be one of interested, applied, interviewing, awarded, rejected'],
    [{ notes: 'x'.repeat(5001) }, 'Notes must be at most 5000 characters'],
    [{ notes: 42 }, 'Notes must be text'],
    [{ status: 'applied', statusNote: 'y'.repeat(501) }, 'The note must be at most 500 characters'],
    [{ statusNote: 'alone' }, 'A status note goes with a status change'],
    [{ status: 'applied', userId: 1 }, ''],
  ])('answers 400 to %j and changes nothing', async (payload, message) => {
    const id = await save(premium, (await buildScholarship(ctx.database)).id);
    const response = await patch(premium, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(JSON.stringify(response.json())).toContain(message);
    expect(await get(premium, id)).toMatchObject({ status: 'interested', notes: null });
  });

  it('hides other users’ applications: 404 for change, history and remove, and nothing changes', async () => {
    const id = await save(premium, (await buildInternship(ctx.database)).id, 'internship');
    expect((await patch(stranger, id, { status: 'applied' })).statusCode).toBe(404);
    expect((await patch(stranger, id, { notes: 'mine now' })).statusCode).toBe(404);
    expect((await history(stranger, id)).statusCode).toBe(404);
    const removal = await remove(stranger, id);
    expect(removal.statusCode).toBe(404);
    expect(await get(premium, id)).toMatchObject({ status: 'interested', notes: null });
  });

  it('answers 404 for unknown ids, 400 for bad ids and 401 when signed out', async () => {
    expect((await patch(premium, 999_999, { status: 'applied' })).statusCode).toBe(404);
    expect((await patch(premium, 'abc', { notes: 'x' })).statusCode).toBe(400);
    expect((await patch(null, 1, { status: 'applied' })).statusCode).toBe(401);
    expect((await history(null, 1)).statusCode).toBe(401);
    expect((await remove(null, 1)).statusCode).toBe(401);
  });

  it('removes an application with its history; saving again starts fresh', async () => {
    const opportunity = (await buildScholarship(ctx.database)).id;
    const id = await save(premium, opportunity);
    await patch(premium, id, { status: 'applied' });
    const removal = await remove(premium, id);
    expect(removal.statusCode).toBe(204);
    expect(await get(premium, id)).toBeUndefined();
    expect((await history(premium, id)).statusCode).toBe(404);
    const again = await save(premium, opportunity);
    expect(again).not.toBe(id);
    expect((await history(premium, again)).json()).toHaveLength(1);
  });
});
