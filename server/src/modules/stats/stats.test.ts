import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, deadlineToday, opportunitiesApi, opportunityCountsSchema } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship, buildUser, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';

const today = deadlineToday();

describe('GET /api/opportunities/counts', () => {
  let ctx: TestContext;
  const get = (cookie: Caller = null) => injectAs(ctx.app, cookie, opportunitiesApi.counts);

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database;
    // Counted: open and approved, dated or not; grants and fellowships are scholarships.
    await buildScholarship(db, { title: 'Open Award', deadline: addDays(today, 10) });
    await buildScholarship(db, { title: 'Due Today', deadline: today });
    await buildScholarship(db, { title: 'Rolling Grant', kind: 'grant' });
    await buildScholarship(db, { title: 'Research Fellowship', kind: 'fellowship' });
    await buildInternship(db, { title: 'Robotics Intern', deadline: addDays(today, 40) });
    await buildInternship(db, { title: 'Undated Intern' });
    // Not counted: expired, closed by the source, pending or rejected.
    await buildScholarship(db, { title: 'Expired Award', deadline: addDays(today, -1) });
    await buildScholarship(db, { title: 'Closed Award', closedAt: new Date() });
    await buildScholarship(db, { title: 'Pending Award', approvalStatus: 'pending' });
    await buildInternship(db, { title: 'Closed Intern', closedAt: new Date() });
    await buildInternship(db, { title: 'Rejected Intern', approvalStatus: 'rejected' });
    await buildInternship(db, { title: 'Expired Intern', deadline: addDays(today, -3) });
    // Students and families count; contributors do not.
    await buildUser(db);
    await buildUser(db, { seekerSubType: 'parent_guardian' });
    await buildUser(db, {
      userType: 'contributor',
      seekerSubType: null,
      contributorSubType: 'company_recruiter',
    });
  });
  afterAll(() => ctx.close());

  it('answers the open, approved listings and the registered students, in the contract shape', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(opportunityCountsSchema.strict().parse(response.json())).toEqual({
      scholarships: 4,
      internships: 2,
      students: 2,
    });
  });

  it('counts exactly what browse lists', async () => {
    const listed = (type: 'scholarships' | 'internships') =>
      injectAs(ctx.app, null, opportunitiesApi.browse, { query: { type } }).then(
        (r) => r.headers['x-total-count'],
      );
    const counts = (await get()).json();
    expect(String(counts.scholarships)).toBe(await listed('scholarships'));
    expect(String(counts.internships)).toBe(await listed('internships'));
  });

  it('is public, and answers a signed-in user the same', async () => {
    const anonymous = (await get()).json();
    const user = await buildUser(ctx.database, {
      userType: 'contributor',
      seekerSubType: null,
      contributorSubType: 'company_recruiter',
    });
    const cookie = await signIn(ctx.app, user);
    const signedIn = await get(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous);
  });

  // Cached per catalog version (ADR 009): a write shows as soon as its NOTIFY arrives (at once on
  // PGlite, a moment later on PostgreSQL, where another connection wrote it).
  it('follows a catalog change as soon as it is announced (cached per catalog version)', async () => {
    const before = (await get()).json();
    await buildScholarship(ctx.database, { title: 'New Award', deadline: addDays(today, 5) });
    await expect
      .poll(async () => (await get()).json().scholarships, { timeout: 2_000, interval: 20 })
      .toBe(before.scholarships + 1);
  });
});
