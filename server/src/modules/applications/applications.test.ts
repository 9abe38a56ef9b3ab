import { applicationsApi, recommendationsApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship, buildUser, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';

describe('saving opportunities (POST/GET /api/applications) and tracking events', () => {
  let ctx: TestContext;
  let cookie: string;
  let otherCookie: string;
  let scholarshipId: number;
  let internshipId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await signIn(ctx.app, await buildUser(ctx.database));
    otherCookie = await signIn(ctx.app, await buildUser(ctx.database));
    scholarshipId = (
      await buildScholarship(ctx.database, { title: 'Saved Award', awardAmount: '$1,000', tags: ['stem'] })
    ).id;
    internshipId = (await buildInternship(ctx.database, { title: 'Saved Intern', company: 'Acme' })).id;
  });
  afterAll(() => ctx.close());

  const save = (body: unknown, caller: Caller = cookie) =>
    injectAs(ctx.app, caller, applicationsApi.save, { body });

  it('requires sign-in', async () => {
    const response = await save(
      { opportunityId: scholarshipId, opportunityType: 'scholarship', status: 'interested' },
      null,
    );
    expect(response.statusCode).toBe(401);
  });

  it('saves once: a second save answers the same application', async () => {
    const first = await save({
      opportunityId: scholarshipId,
      opportunityType: 'scholarship',
      status: 'interested',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      opportunityId: scholarshipId,
      opportunityType: 'scholarship',
      status: 'interested',
      dateApplied: null,
    });
    const second = await save({
      opportunityId: scholarshipId,
      opportunityType: 'scholarship',
      status: 'interested',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });

  it.each([
    [{ opportunityId: 1, opportunityType: 'job', status: 'interested' }, 400],
    [{ opportunityId: 'x', opportunityType: 'scholarship' }, 400],
    [{ opportunityId: 1, opportunityType: 'scholarship', status: 'awarded' }, 400],
    [{ opportunityId: 999999, opportunityType: 'internship', status: 'interested' }, 404],
  ])('rejects %j with %i and stores nothing', async (payload, status) => {
    const before = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM applications');
    expect((await save(payload)).statusCode).toBe(status);
    expect(await ctx.database.query('SELECT count(*)::int AS n FROM applications')).toEqual(before);
  });

  it("lists only the user's own applications with card fields", async () => {
    await save({ opportunityId: internshipId, opportunityType: 'internship', status: 'interested' });
    const mine = (await injectAs(ctx.app, cookie, applicationsApi.list)).json();
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Saved Award',
          type: 'scholarship',
          awardAmount: '$1,000',
          tags: ['stem'],
        }),
        expect.objectContaining({
          title: 'Saved Intern',
          type: 'internship',
          company: 'Acme',
          organization: 'Acme',
        }),
      ]),
    );
    expect((await injectAs(ctx.app, otherCookie, applicationsApi.list)).json()).toEqual([]);
    expect((await injectAs(ctx.app, null, applicationsApi.list)).statusCode).toBe(401);
  });

  it('records an apply event for signed-in users only', async () => {
    const event = {
      opportunityId: scholarshipId,
      opportunityType: 'scholarship',
      eventType: 'application',
      metadata: { source: 'detail_page_apply' },
    };
    expect((await injectAs(ctx.app, null, recommendationsApi.recordEvent, { body: event })).statusCode).toBe(
      401,
    );
    const response = await injectAs(ctx.app, cookie, recommendationsApi.recordEvent, { body: event });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.query<{ event_type: string; metadata: unknown }>(
      'SELECT event_type, metadata FROM recommendation_events',
    );
    expect(row).toEqual({ event_type: 'application', metadata: { source: 'detail_page_apply' } });
    const bad = await injectAs(ctx.app, cookie, recommendationsApi.recordEvent, {
      body: { ...event, eventType: 'purchase' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
