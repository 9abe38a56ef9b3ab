import { opportunitiesApi, type BrowseQueryInput } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { scholarships } from '../../db/schema';

// Browse pages and totals are cached per catalog version (ADR 009): every kind of catalog write
// must show in the answers to the same query as soon as its NOTIFY arrives (at once on PGlite,
// within milliseconds on PostgreSQL), never later.
const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 2_000, interval: 20 });
describe('browse answers stay exact across catalog writes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await buildScholarship(ctx.database, { title: 'First Award' });
    await buildInternship(ctx.database, { title: 'First Intern' });
  });
  afterAll(() => ctx.close());

  const browse = (query: BrowseQueryInput = {}) =>
    injectAs(ctx.app, null, opportunitiesApi.browse, { query });

  const total = async (query: BrowseQueryInput = {}) => {
    const response = await browse(query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return Number(response.headers['x-total-count']);
  };

  const titles = async (query: BrowseQueryInput = {}) => {
    const response = await browse(query);
    return response.json().map((item: { title: string }) => item.title);
  };

  it('shows a changed listing in the next answers for the same page', async () => {
    const listing = await buildScholarship(ctx.database, { title: 'Cached Award' });
    await soon(() => titles({ sort: 'newest', limit: 1 })).toEqual(['Cached Award']);
    await ctx.database.db
      .update(scholarships)
      .set({ title: 'Renamed Award' })
      .where(eq(scholarships.id, listing.id));
    await soon(() => titles({ sort: 'newest', limit: 1 })).toEqual(['Renamed Award']);
    await ctx.database.db.delete(scholarships).where(eq(scholarships.id, listing.id));
    await soon(() => titles({ sort: 'newest', limit: 1 })).not.toContain('Renamed Award');
  });

  it('counts an insert, an approval change, a close and a delete', async () => {
    await soon(() => total()).toBe(2);
    await soon(() => total({ sort: 'newest' })).toBe(2);

    const added = await buildScholarship(ctx.database, { title: 'Second Award' });
    await soon(() => total()).toBe(3);
    await soon(() => total({ type: 'scholarships' })).toBe(2);

    await ctx.database.db
      .update(scholarships)
      .set({ approvalStatus: 'pending' })
      .where(eq(scholarships.id, added.id));
    await soon(() => total()).toBe(2);

    await ctx.database.db
      .update(scholarships)
      .set({ approvalStatus: 'approved' })
      .where(eq(scholarships.id, added.id));
    await soon(() => total()).toBe(3);

    await ctx.database.db
      .update(scholarships)
      .set({ closedAt: new Date() })
      .where(eq(scholarships.id, added.id));
    await soon(() => total()).toBe(2);
    await soon(() => total({ includeClosed: 'true' })).toBe(3);

    await ctx.database.db.delete(scholarships).where(eq(scholarships.id, added.id));
    await soon(() => total({ includeClosed: 'true' })).toBe(2);
  });

  it('gives the same total for every sort and page of one filter', async () => {
    for (let i = 0; i < 15; i++) await buildScholarship(ctx.database, { title: `Bulk Award ${i}` });
    await soon(() => total({ type: 'scholarships' })).toBe(16);
    const expected = 16;
    for (const query of [
      { sort: 'deadline' },
      { sort: 'amount-high', offset: 12 },
      { sort: 'newest', limit: 5 },
      { offset: 100 },
    ] satisfies BrowseQueryInput[])
      await soon(() => total({ type: 'scholarships', ...query })).toBe(expected);
  });

  it('counts the type views exactly, and other filters up to 1,000 then "more than that"', async () => {
    await ctx.database.query(
      `INSERT INTO internships (title, approval_status, unique_hash)
       SELECT 'Bulk Intern ' || g, 'approved', 'bulk-intern-' || g FROM generate_series(1, 1005) AS g`,
    );
    // 1,005 bulk + First Intern: the plain type view is exact.
    await soon(() => total({ type: 'internships' })).toBe(1006);
    const all = await browse({ type: 'internships' });
    expect(all.headers['x-total-count-capped']).toBeUndefined();

    for (const filtered of [
      { type: 'internships', q: 'bulk' },
      { type: 'internships', minGpa: 4 },
    ] satisfies BrowseQueryInput[]) {
      const response = await browse(filtered);
      const label = JSON.stringify(filtered);
      expect(response.headers['x-total-count'], label).toBe('1000');
      expect(response.headers['x-total-count-capped'], label).toBe('true');
    }

    // Bulk Intern 100 and 1000–1005 (the title search is a substring match).
    const few = await browse({ type: 'internships', q: 'bulk intern 100' });
    expect(few.headers['x-total-count']).toBe('7');
    expect(few.headers['x-total-count-capped']).toBeUndefined();

    // Paging past the cap still works: the items are exact, only the total is capped.
    const deep = await browse({ type: 'internships', sort: 'newest', offset: 1000 });
    expect(deep.json()).toHaveLength(6); // 1,005 bulk + First Intern = 1,006
  });
});
