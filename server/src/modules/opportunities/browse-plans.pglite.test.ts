import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseQuerySchema, opportunitiesApi, type BrowseQueryInput } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { injectAs } from '../../../test/inject';
import { buildInternship, buildScholarship } from '../../../test/factories';
import { pagePlanHolds } from './browse.repo';

// ADR 052: on PGlite, browse statements whose best plan does not depend on their values keep it;
// ADR 054: the other pages are prepared too, and planned for each query's values.
describe('browse statements that keep their plans', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await buildScholarship(ctx.database, { title: 'Robotics Award', description: 'For robotics students' });
    await buildInternship(ctx.database, { title: 'Robotics Intern', description: 'Build robots' });
  });
  afterAll(() => ctx.close());

  const prepared = async () =>
    (await ctx.database.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).map(
      (row) => row.statement,
    );
  const browse = async (query: BrowseQueryInput) => {
    const response = await injectAs(ctx.app, null, opportunitiesApi.browse, { query });
    expect(response.statusCode).toBe(200);
    return response.json().map((item: { title: string }) => item.title);
  };

  it('keeps the count and the page of a query without a search, and answers from them', async () => {
    const before = await prepared();
    expect(await browse({ minGpa: '3.5' })).toEqual(['Robotics Award', 'Robotics Intern']);
    const added = (await prepared()).filter((statement) => !before.includes(statement));
    expect(added).toHaveLength(2);
    expect(added.some((statement) => statement.includes('count(*)'))).toBe(true);
    // The same shape with other values runs the kept statements: nothing new is prepared.
    expect(await browse({ minGpa: '3.6' })).toEqual(['Robotics Award', 'Robotics Intern']);
    expect(await prepared()).toHaveLength(before.length + 2);
  });

  it("keeps a relevance search's page where its words are rare in every table, not a search in another order", async () => {
    let count = (await prepared()).length;
    expect(await browse({ q: 'robot', minGpa: '3.1' })).toEqual(['Robotics Award', 'Robotics Intern']);
    expect(await prepared()).toHaveLength((count += 2));
    // Newest first, a search's page plan follows how common its words are (ADR 042): its page is
    // prepared, so parsed once, but planned for each query's values (ADR 054). Its count is the
    // statement the relevance search kept.
    for (const minGpa of ['3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8'])
      expect((await browse({ q: 'robot', sort: 'newest', minGpa })).sort()).toEqual([
        'Robotics Award',
        'Robotics Intern',
      ]);
    expect(await prepared()).toHaveLength(count + 1);
    const plans = await ctx.database.query<{ statement: string; generic: number; custom: number }>(
      'SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements',
    );
    const newestPage = plans.filter((plan) => /ORDER BY .*id. DESC/i.test(plan.statement));
    expect(newestPage.map(({ generic, custom }) => ({ generic, custom }))).toEqual([
      { generic: 0, custom: 7 },
    ]);
  });

  it("keeps a chip's statements with its own patterns written in them (ADR 056)", async () => {
    await buildScholarship(ctx.database, { title: 'Minority Leaders Award', tags: ['minority'] });
    expect(await browse({ chip: 'minority', minGpa: '3.3' })).toEqual(['Minority Leaders Award']);
    const chipStatements = (await prepared()).filter((statement) => statement.includes('tag_text LIKE'));
    expect(chipStatements).toHaveLength(2);
    for (const statement of chipStatements) expect(statement).toContain("tag_text LIKE '%minority%'");
  });

  it('names the pages whose plan holds for any values', () => {
    const query = (input: Record<string, string>) => browseQuerySchema.parse(input);
    const both = new Set(['scholarships', 'internships'] as const);
    expect(pagePlanHolds(query({}), new Set())).toBe(true);
    expect(pagePlanHolds(query({ q: 'robot' }), both)).toBe(true);
    expect(pagePlanHolds(query({ q: 'robot' }), new Set(['scholarships'] as const))).toBe(false);
    expect(pagePlanHolds(query({ q: 'robot', type: 'internships' }), new Set(['internships'] as const))).toBe(
      true,
    );
    expect(pagePlanHolds(query({ q: 'robot', sort: 'newest' }), both)).toBe(false);
  });
});
