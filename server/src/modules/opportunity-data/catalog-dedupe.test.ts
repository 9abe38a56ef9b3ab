import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineToday, opportunitiesApi } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { callAs, injectAs } from '../../../test/inject';
import { buildInternship, buildScholarship } from '../../sources/normalize/defaults';
import { buildInternship as insertInternship } from '../../../test/factories';
import { planDeduplication, type DedupeCandidate } from './catalog-dedupe';
import { createCatalogWriteRepo } from './catalog-write.repo';
import { createDataSourcesRepo } from './data-sources.repo';
import { dedupeKeys, normaliseUrl } from './dedupe-keys';
import { importOpportunities } from './import.service';

const today = '2026-11-24';
const candidate = (id: number, fields: Partial<DedupeCandidate>): DedupeCandidate => ({
  id,
  dedupeKey: null,
  urlKey: null,
  sourceName: null,
  closed: false,
  deadline: null,
  seasonEndsOn: null,
  lastVerifiedAt: null,
  duplicateOf: null,
  alsoListedBy: [],
  ...fields,
});

describe('de-duplication keys', () => {
  it('match across punctuation, case, legal suffixes and tracking parameters', () => {
    const a = dedupeKeys(
      buildInternship({
        sourceId: '1',
        title: 'Software Engineer Intern (Summer 2027)',
        company: 'Citadel LLC',
        location: 'Chicago, IL',
        url: 'https://www.citadel.com/careers/details/software-engineer-intern/?utm_source=simplify',
      }),
    );
    const b = dedupeKeys(
      buildInternship({
        sourceId: '2',
        title: 'Software Engineer Intern - Summer 2027',
        company: 'Citadel',
        location: 'Chicago, IL',
        url: 'https://citadel.com/careers/details/software-engineer-intern',
      }),
    );
    expect(a).toEqual(b);
    expect(a.dedupeKey).toBe('software engineer intern summer 2027|citadel|chicago il');
  });

  it('counts a scholarship address only together with its title (sponsors share one page)', () => {
    const lic = (title: string) =>
      dedupeKeys(buildScholarship({ sourceId: title, title, provider: 'LIC', url: 'https://licindia.in' }));
    expect(lic('LIC Golden Jubilee Scholarship').urlKey).not.toBe(
      lic('LIC HFL Vidyadhan Scholarship').urlKey,
    );
    expect(normaliseUrl('https://licindia.in/')).toBe('licindia.in');
  });
});

describe('planDeduplication', () => {
  it('shows the open, most recently verified listing and names the other sources on it', () => {
    const rows = [
      candidate(1, { dedupeKey: 'k', sourceName: 'Old tracker', lastVerifiedAt: new Date('2024-10-01') }),
      candidate(2, {
        dedupeKey: 'k',
        urlKey: 'u',
        sourceName: 'New tracker',
        lastVerifiedAt: new Date('2026-08-15'),
      }),
      // Joins the group through the address alone.
      candidate(3, {
        urlKey: 'u',
        sourceName: 'Third',
        lastVerifiedAt: new Date('2026-08-20'),
        closed: true,
      }),
      candidate(4, { dedupeKey: 'other', sourceName: 'Old tracker' }),
    ];
    expect(planDeduplication(rows, today)).toEqual([
      { id: 2, duplicateOf: null, alsoListedBy: ['Old tracker', 'Third'] },
      { id: 1, duplicateOf: 2, alsoListedBy: [] },
      { id: 3, duplicateOf: 2, alsoListedBy: [] },
    ]);
  });

  it('prefers an open listing over a fresher closed one, and changes nothing already right', () => {
    const rows = [
      candidate(5, { dedupeKey: 'k', lastVerifiedAt: new Date('2026-08-01'), deadline: '2026-01-01' }),
      candidate(6, { dedupeKey: 'k', lastVerifiedAt: new Date('2025-01-01'), deadline: '2027-01-01' }),
    ];
    const changes = planDeduplication(rows, today);
    expect(changes).toEqual([{ id: 5, duplicateOf: 6, alsoListedBy: [] }]);
    expect(
      planDeduplication(
        [rows[0]!, { ...rows[1]!, duplicateOf: null }].map((row) =>
          row.id === 5 ? { ...row, duplicateOf: 6 } : row,
        ),
        today,
      ),
    ).toEqual([]);
  });
});

describe('planDeduplication as time passes', () => {
  it('shows the open duplicate once the shown listing’s deadline passes', () => {
    const rows = [
      candidate(7, { dedupeKey: 'k', deadline: '2026-11-25', lastVerifiedAt: new Date('2026-08-20') }),
      candidate(8, { dedupeKey: 'k', deadline: '2026-12-31', lastVerifiedAt: new Date('2026-07-01') }),
    ];
    expect(planDeduplication(rows, '2026-11-24')).toEqual([{ id: 8, duplicateOf: 7, alsoListedBy: [] }]);
    const linked = [rows[0]!, { ...rows[1]!, duplicateOf: 7 }];
    expect(planDeduplication(linked, '2026-11-26')).toEqual([
      { id: 8, duplicateOf: null, alsoListedBy: [] },
      { id: 7, duplicateOf: 8, alsoListedBy: [] },
    ]);
  });
});

describe('de-duplication after an import', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists a listing two sources share once, with the other source named on its detail', async () => {
    const sources = createDataSourcesRepo(ctx.database.db);
    const catalog = createCatalogWriteRepo(ctx.database.db);
    // Next summer's season and verifications from the past weeks, so both copies are open and fresh
    // on whatever day the test runs.
    const season = `Summer ${new Date().getUTCFullYear() + 1}`;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const listing = (sourceId: string, verified: string) =>
      buildInternship({
        sourceId,
        title: `Quant Research Intern (${season})`,
        company: 'Jane Street',
        location: 'New York, NY',
        season,
        url: `https://www.janestreet.com/join-jane-street/position/${sourceId}/`,
        lastVerifiedAt: verified,
      });
    const imports = [
      { name: 'Tracker A', row: listing('7001', daysAgo(20)) },
      { name: 'Tracker B', row: listing('7002', daysAgo(60)) },
    ];
    for (const { name, row } of imports) {
      const source = await sources.upsertSource({
        name,
        sourceType: 'aggregator',
        scrapingConfig: { adapter: 'x' },
      });
      await importOpportunities(
        catalog,
        { opportunities: [row], skipped: [] },
        {
          dataSourceId: source.id,
          adapterName: name,
          sourceType: 'aggregator',
          now: new Date(),
        },
      );
    }
    const hidden = await catalog.maintain(deadlineToday());
    expect(hidden).toEqual({ scholarships: 0, internships: 1 });

    const search = { query: { q: 'quant research' } };
    await expect
      .poll(async () => (await injectAs(ctx.app, null, opportunitiesApi.browse, search)).json())
      .toHaveLength(1);
    const [shown] = await callAs(ctx.app, null, opportunitiesApi.browse, search);
    expect(shown?.sourceName).toBe('Tracker A');
    const detail = (
      await injectAs(ctx.app, null, opportunitiesApi.internship, { params: { id: shown!.id } })
    ).json();
    expect(detail.alsoListedBy).toEqual(['Tracker B']);
  });

  it('leaves the pages it changed marked all-visible, so counts still read the count index alone', async () => {
    const catalog = createCatalogWriteRepo(ctx.database.db);
    // Verified long ago but stored as fresh: the upkeep's freshness pass changes these rows.
    for (let n = 0; n < 30; n++)
      await insertInternship(ctx.database, { fresh: true, lastVerifiedAt: new Date('2025-01-01T00:00:00Z') });
    await catalog.analyze(); // as after an import: every page marked all-visible
    await catalog.maintain(deadlineToday());
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const result = (await tx.execute(
        sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT count(*) FROM internships WHERE approval_status = 'approved' AND duplicate_of IS NULL AND closed_at IS NULL AND deadline_key >= ${deadlineToday()}::date AND open_until >= ${deadlineToday()}::date`,
      )) as { rows: Array<{ 'QUERY PLAN': string }> };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan');
    expect(plan).toMatch(/Heap Fetches: 0\b/);
  });
});
