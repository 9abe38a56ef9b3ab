import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TYPE_LIST_MAX_LIMIT, TYPE_LIST_PAGE_SIZE } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship } from '../../../test/factories';
import { scholarships } from '../../db/schema';

// GET /api/scholarships and /api/internships page like browse and carry the exact number of open
// listings of their type; that count is cached per catalog version, so writes must show at once
// on PGlite and within milliseconds on PostgreSQL (NOTIFY).
const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 2_000, interval: 20 });

describe('the type lists: paged, with an exact total', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.database.query(
      `INSERT INTO scholarships (title, approval_status, unique_hash)
       SELECT 'Paged Award ' || g, 'approved', 'paged-award-' || g FROM generate_series(1, 120) AS g`,
    );
    await buildScholarship(ctx.database, { title: 'Pending Award', approvalStatus: 'pending' });
    await buildInternship(ctx.database, { title: 'Only Intern' });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const total = async (url: string) => Number((await get(url)).headers['x-total-count']);

  it('answers a default page and the total of open listings of the type', async () => {
    const response = await get('/api/scholarships');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(TYPE_LIST_PAGE_SIZE);
    expect(response.headers['x-total-count']).toBe('120');
    expect(response.headers['x-total-count-capped']).toBeUndefined();
    const interns = await get('/api/internships');
    expect(interns.json().map((item: { title: string }) => item.title)).toEqual(['Only Intern']);
    expect(interns.headers['x-total-count']).toBe('1');
  });

  it('pages with offset and limit, each item once, the total unchanged', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < 120; offset += TYPE_LIST_MAX_LIMIT) {
      const response = await get(`/api/scholarships?offset=${offset}&limit=${TYPE_LIST_MAX_LIMIT}`);
      expect(response.headers['x-total-count']).toBe('120');
      seen.push(...response.json().map((item: { id: number }) => item.id));
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect((await get('/api/scholarships?offset=120')).json()).toEqual([]);
  });

  it.each([
    ['limit=101', 'limit: must be at most 100'],
    ['limit=10000', 'limit: must be at most 100'],
    ['limit=0', 'limit: must be at least 1'],
    ['offset=-1', 'offset: must be 0 or more'],
    ['limit=ten', 'limit: must be a number'],
  ])('refuses %s with a clear 400', async (query, message) => {
    for (const list of ['scholarships', 'internships']) {
      const response = await get(`/api/${list}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('counts a new listing and an approval change in the next answer', async () => {
    const added = await buildScholarship(ctx.database, { title: 'Counted Award' });
    await soon(() => total('/api/scholarships?limit=1')).toBe(121);
    await ctx.database.db
      .update(scholarships)
      .set({ approvalStatus: 'pending' })
      .where(eq(scholarships.id, added.id));
    await soon(() => total('/api/scholarships?limit=1')).toBe(120);
    expect(await total('/api/internships')).toBe(1);
  });
});
