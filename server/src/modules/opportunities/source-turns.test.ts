import { addDays, deadlineToday, opportunitiesApi, type OpportunityListItem } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { callAs } from '../../../test/inject';
import { buildInternship, buildScholarship } from '../../../test/factories';
import { createCatalogWriteRepo } from '../opportunity-data/catalog-write.repo';
import { createDataSourcesRepo } from '../opportunity-data/data-sources.repo';

// Relevance takes each source's turn (ADR 068): one source with many complete listings no longer
// fills a visitor's first page, and a listing is never put first for being new.
describe('the relevance order mixes sources', () => {
  let ctx: TestContext;
  const today = deadlineToday();
  const verified = new Date(`${addDays(today, -10)}T12:00:00Z`);
  const sourceOf = new Map<string, string>();

  beforeAll(async () => {
    ctx = await createTestApp();
    const sources = createDataSourcesRepo(ctx.database.db);
    const source = async (name: string) =>
      (await sources.upsertSource({ name, sourceType: 'aggregator' })).id;
    const [schemes, tracker, portal] = [
      await source('Schemes'),
      await source('Tracker'),
      await source('Portal'),
    ];
    // Twelve complete scholarships from one source (deadline, description, award) …
    for (let i = 1; i <= 12; i++) {
      const row = await buildScholarship(ctx.database, {
        sourceId: schemes,
        title: `State Scheme ${i}`,
        deadline: addDays(today, 30 + i),
        dueDate: addDays(today, 30 + i),
        description: 'A complete listing.',
        awardAmount: '$1,000',
        awardAmountUsd: 1000,
        lastVerifiedAt: verified,
      });
      sourceOf.set(`scholarship:${row.id}`, 'Schemes');
    }
    // … and thinner listings from two others.
    for (let i = 1; i <= 4; i++) {
      const internship = await buildInternship(ctx.database, {
        sourceId: tracker,
        title: `Software Intern ${i}`,
        lastVerifiedAt: verified,
      });
      sourceOf.set(`internship:${internship.id}`, 'Tracker');
      const scholarship = await buildScholarship(ctx.database, {
        sourceId: portal,
        title: `Masters Award ${i}`,
        description: 'No deadline stated.',
        lastVerifiedAt: verified,
      });
      sourceOf.set(`scholarship:${scholarship.id}`, 'Portal');
    }
    await createCatalogWriteRepo(ctx.database.db).maintain(today);
  });
  afterAll(() => ctx.close());

  const firstPage = async (query: Record<string, string> = {}) =>
    callAs(ctx.app, null, opportunitiesApi.browse, { query: { limit: 12, ...query } });
  const sourcesOf = (items: OpportunityListItem[]) =>
    items.map((item) => sourceOf.get(`${item.type}:${item.id}`));

  it('shows each source’s most complete listing before any source’s second', async () => {
    const page = await firstPage();
    expect(sourcesOf(page).slice(0, 3).sort()).toEqual(['Portal', 'Schemes', 'Tracker']);
    expect(new Set(sourcesOf(page))).toEqual(new Set(['Portal', 'Schemes', 'Tracker']));
    // Within a turn the more complete listing comes first, so the scheme leads.
    expect(page[0]!.title).toBe('State Scheme 1');
    expect(page.map((item) => item.sourceRank).slice(0, 6)).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('mixes the sources of one type too', async () => {
    const page = await firstPage({ type: 'scholarships' });
    expect(sourcesOf(page).slice(0, 4)).toEqual(['Schemes', 'Portal', 'Schemes', 'Portal']);
  });

  it('puts a listing written since the last upkeep after every ranked one, not first', async () => {
    const fresh = await buildScholarship(ctx.database, {
      title: 'Just Posted Award',
      deadline: addDays(today, 5),
      dueDate: addDays(today, 5),
      description: 'Complete and new.',
      awardAmountUsd: 5000,
      lastVerifiedAt: verified,
    });
    const all = await callAs(ctx.app, null, opportunitiesApi.browse, { query: { limit: 100 } });
    expect(all.at(-1)!.id).toBe(fresh.id);
    expect(all.at(-1)!.sourceRank).toBeNull();
  });
});
