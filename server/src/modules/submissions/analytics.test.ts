import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpportunitySubmissionInput } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';

const form: OpportunitySubmissionInput = {
  type: 'scholarship',
  title: 'Lakeside Engineering Scholarship',
  description: 'Supports first-year engineering students with tuition and books for one year.',
  awardAmount: '$1,000',
  dueDate: '2099-05-01',
};

// Contributor analytics from real calls: a detail view, a save, a status change and events.
describe('contributor analytics API', () => {
  let ctx: TestContext;
  let contributor: string;
  let other: string;
  let student: string;
  let listingId: number;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string | null, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
    const contributorUser = { userType: 'contributor' as const, seekerSubType: null };
    contributor = await signIn(ctx.app, await buildUser(ctx.database, contributorUser));
    other = await signIn(ctx.app, await buildUser(ctx.database, contributorUser));
    // Moving an application past Saved is a Premium feature: a week's access allows it.
    const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    student = await signIn(ctx.app, await buildUser(ctx.database, { weeklyAccessExpiresAt: inAWeek }));
    const admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    listingId = (await call('POST', '/api/submit-scholarship', contributor, form)).json().id;
    expect(
      (await call('POST', `/api/admin/submissions/scholarship/${listingId}/approve`, admin)).statusCode,
    ).toBe(200);

    const listing = { opportunityType: 'scholarship', opportunityId: listingId };
    expect((await call('POST', '/api/use-profile-view', student, listing)).statusCode).toBe(200);
    expect((await call('POST', '/api/use-profile-view', null, listing)).statusCode).toBe(200);
    const saved = await call('POST', '/api/applications', student, listing);
    expect(saved.statusCode).toBe(201);
    expect(
      (await call('PATCH', `/api/applications/${saved.json().id}`, student, { status: 'applied' }))
        .statusCode,
    ).toBe(200);
    for (const eventType of ['impression', 'click', 'application'])
      expect(
        (await call('POST', '/api/recommendations/events', student, { ...listing, eventType })).statusCode,
      ).toBe(201);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('counts views, saves, applications and completion per listing and in total', async () => {
    const response = await call('GET', '/api/contributor/analytics?days=7', contributor);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const counts = {
      views: 2,
      saves: 1,
      applications: 1,
      applied: 1,
      completionRate: 1,
      statusChanges: 1,
      impressions: 1,
      clicks: 1,
    };
    expect(body.days).toBe(7);
    expect(body.totals).toEqual(counts);
    expect(body.listings).toEqual([
      { type: 'scholarship', id: listingId, title: form.title, status: 'approved', ...counts },
    ]);
    expect(body.daily).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.daily.at(-1)).toEqual({ date: today, views: 2, saves: 1, applications: 1 });
    expect(body.daily.slice(0, -1).every((day: { views: number }) => day.views === 0)).toBe(true);
  });

  it('answers the same per-listing numbers as CSV with a header row', async () => {
    const response = await call('GET', '/api/contributor/analytics.csv?days=30', contributor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row, ...rest] = response.body.trim().split('\n');
    expect(header).toBe(
      'type,id,title,status,views,saves,applications,applied,completionRate,statusChanges,impressions,clicks',
    );
    expect(row).toBe(`scholarship,${listingId},${form.title},approved,2,1,1,1,1.00,1,1,1`);
    expect(rest).toEqual([]);
  });

  it('shows another contributor nothing of these listings, with zero days filled', async () => {
    const body = (await call('GET', '/api/contributor/analytics', other)).json();
    expect(body.listings).toEqual([]);
    expect(body.totals).toMatchObject({ views: 0, saves: 0, completionRate: null });
    expect(body.daily).toHaveLength(30);
  });

  it('refuses a window outside 7–365 days', async () => {
    const response = await call('GET', '/api/contributor/analytics?days=3', contributor);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('days must be between 7 and 365');
  });
});
