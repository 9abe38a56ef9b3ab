import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineToday, opportunitiesApi } from '@futurefund/core';
import { createTestApp, testVaultKeyring, type TestContext } from '../../../test/test-app';
import { callAs, injectAs } from '../../../test/inject';
import { buildInternship, buildScholarship } from '../../sources/normalize/defaults';
import {
  buildApplication,
  buildDocument,
  buildUser,
  buildInternship as insertInternship,
} from '../../../test/factories';
import { groupsOf, planDeduplication, type DedupeCandidate } from './catalog-dedupe';
import { createCatalogWriteRepo } from './catalog-write.repo';
import { createDataSourcesRepo } from './data-sources.repo';
import { dedupeKeys, normaliseUrl } from './dedupe-keys';
import { importOpportunities } from './import.service';

const today = '2026-11-24';
const candidate = (id: number, fields: Partial<DedupeCandidate>): DedupeCandidate => ({
  id,
  title: `Listing ${id}`,
  organisation: 'Jane Street',
  location: 'New York, NY',
  season: null,
  isRemote: false,
  urlKey: null,
  sourceName: null,
  closed: false,
  deadline: null,
  seasonEndsOn: null,
  textEndsOn: null,
  lastVerifiedAt: null,
  richness: 0,
  duplicateOf: null,
  alsoListedBy: [],
  ...fields,
});
const quant = 'Quant Research Intern';

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
      candidate(1, {
        title: 'Quantitative Research Intern',
        sourceName: 'Old tracker',
        lastVerifiedAt: new Date('2024-10-01'),
      }),
      candidate(2, {
        title: 'Quantitative Research Intern (Summer 2027)',
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
      candidate(4, { title: 'Trading Intern', sourceName: 'Old tracker' }),
    ];
    expect(planDeduplication(rows, today)).toEqual([
      { id: 2, duplicateOf: null, alsoListedBy: ['Old tracker', 'Third'] },
      // Both closed (unconfirmed for over 12 months, closed by its source): the fresher first.
      { id: 3, duplicateOf: 2, alsoListedBy: [] },
      { id: 1, duplicateOf: 2, alsoListedBy: [] },
    ]);
  });

  it('prefers an open listing over a fresher closed one, and changes nothing already right', () => {
    const rows = [
      candidate(5, { title: quant, lastVerifiedAt: new Date('2026-08-01'), deadline: '2026-01-01' }),
      candidate(6, { title: quant, lastVerifiedAt: new Date('2025-01-01'), deadline: '2027-01-01' }),
    ];
    const changes = planDeduplication(rows, today);
    expect(changes).toEqual([{ id: 5, duplicateOf: 6, alsoListedBy: [] }]);
    expect(planDeduplication([{ ...rows[0]!, duplicateOf: 6 }, rows[1]!], today)).toEqual([]);
  });

  it('among equally fresh copies shows the one that states the most', () => {
    const verified = new Date('2026-08-01');
    const rows = [
      candidate(7, { title: quant, lastVerifiedAt: verified, richness: 1 }),
      candidate(8, { title: quant, lastVerifiedAt: verified, richness: 3 }),
    ];
    expect(planDeduplication(rows, today)).toEqual([{ id: 7, duplicateOf: 8, alsoListedBy: [] }]);
  });

  it('merges near-duplicates across sources, not other cycles or a sponsor’s other awards', () => {
    const rows = [
      candidate(11, {
        title: 'Software Engineer Intern - C++, Summer 2027',
        sourceName: 'A',
        organisation: 'Akuna Capital',
        location: 'Chicago, IL',
      }),
      candidate(12, {
        title: 'Software Engineer Intern, C++',
        season: 'Summer 2027',
        sourceName: 'B',
        organisation: 'Akuna Capital LLC',
        location: 'Chicago',
      }),
      candidate(13, {
        title: 'Software Engineer Intern, C++',
        season: 'Summer 2026',
        sourceName: 'C',
        organisation: 'Akuna Capital',
        location: 'Chicago',
      }),
      candidate(14, {
        title: 'Software Engineer Intern, Python',
        season: 'Summer 2027',
        sourceName: 'C',
        organisation: 'Akuna Capital',
        location: 'Chicago',
      }),
      candidate(15, {
        title: 'MPOWER Global Citizen Scholarship',
        organisation: 'MPOWER Financing',
        location: 'United States',
        sourceName: 'A',
      }),
      candidate(16, {
        title: 'Global Citizen Scholarship',
        organisation: 'MPOWER',
        location: null,
        sourceName: 'B',
      }),
      candidate(17, {
        title: 'Global Citizen Scholarship for Nursing',
        organisation: 'MPOWER',
        location: null,
        sourceName: 'C',
      }),
    ];
    expect(planDeduplication(rows, today)).toEqual([
      { id: 11, duplicateOf: null, alsoListedBy: ['B'] },
      { id: 12, duplicateOf: 11, alsoListedBy: [] },
      { id: 15, duplicateOf: null, alsoListedBy: ['B'] },
      { id: 16, duplicateOf: 15, alsoListedBy: [] },
    ]);
  });
});

describe('groupsOf', () => {
  const ids = (rows: DedupeCandidate[]) => groupsOf(rows).map((group) => group.map((row) => row.id).sort());

  it('never joins two listings one source keeps apart, even through a third that is like both', () => {
    const fdse = (id: number, title: string, sourceName: string) =>
      candidate(id, {
        title: `Forward Deployed Software Engineer${title}`,
        organisation: 'Palantir',
        sourceName,
      });
    const rows = [
      fdse(1, ', Internship - Commercial', 'A'),
      fdse(2, ', Internship - France', 'A'),
      fdse(3, ' Intern', 'B'), // 0.8 like each of the two
    ];
    expect(ids(rows)).toEqual([[1, 3], [2]]);
  });

  it('keeps two cycles apart even when they share an address', () => {
    const rows = [
      candidate(1, {
        title: 'Software Engineer Intern',
        season: 'Summer 2026',
        urlKey: 'citadel.com/careers',
      }),
      candidate(2, {
        title: 'Software Engineer Intern',
        season: 'Summer 2027',
        urlKey: 'citadel.com/careers',
      }),
      candidate(3, { title: 'SWE Intern', season: 'Summer 2027', urlKey: 'citadel.com/careers' }),
    ];
    expect(ids(rows)).toEqual([[1], [2, 3]]);
  });
});

describe('planDeduplication as time passes', () => {
  it('shows the open duplicate once the shown listing’s deadline passes', () => {
    const rows = [
      candidate(7, { title: quant, deadline: '2026-11-25', lastVerifiedAt: new Date('2026-08-20') }),
      candidate(8, { title: quant, deadline: '2026-12-31', lastVerifiedAt: new Date('2026-07-01') }),
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

  it('moves the applications on a copy to the listing shown, losing none', async () => {
    const { database } = ctx;
    const sources = createDataSourcesRepo(database.db);
    const source = async (name: string) =>
      (await sources.upsertSource({ name, sourceType: 'aggregator', scrapingConfig: { adapter: 'x' } })).id;
    const copy = (sourceId: number, title: string, verified: string) =>
      insertInternship(database, {
        sourceId,
        title,
        company: 'Hudson River Trading',
        location: 'New York, NY',
        season: 'Summer 2027',
        lastVerifiedAt: new Date(verified),
      });
    const shown = await copy(await source('Fresh tracker'), 'Algorithm Developer Intern', '2026-10-01');
    const hidden = await copy(
      await source('Old tracker'),
      'Algorithm Developer Internship (Summer 2027)',
      '2026-05-01',
    );
    const both = await buildUser(database);
    const onCopy = await buildUser(database);
    const apply = (userId: number, opportunityId: number, fields: Record<string, unknown>) =>
      buildApplication(database, { userId, opportunityId, opportunityType: 'internship', ...fields });
    await apply(both.id, shown.id, { status: 'interested', notes: 'Saw it on the fresh tracker.' });
    const applied = await apply(both.id, hidden.id, {
      status: 'applied',
      notes: 'Essay sent.',
      dateApplied: new Date('2026-10-10T00:00:00Z'),
    });
    const essay = await buildDocument(database, testVaultKeyring(), { userId: both.id });
    await database.query(
      `INSERT INTO application_documents (user_id, application_id, document_id, file_name) VALUES ($1, $2, $3, 'essay.pdf')`,
      [both.id, applied.id, essay.id],
    );
    const waiting = await apply(onCopy.id, hidden.id, { status: 'interviewing' });

    await createCatalogWriteRepo(database.db).maintain(today);

    const [link] = await database.query<{ duplicate_of: number | null }>(
      'SELECT duplicate_of FROM internships WHERE id = $1',
      [hidden.id],
    );
    expect(link!.duplicate_of).toBe(shown.id);
    const rows = await database.query<Record<string, unknown>>(
      `SELECT a.id, a.user_id, a.opportunity_id, a.status, a.notes, a.date_applied,
         (SELECT count(*)::int FROM application_documents d WHERE d.application_id = a.id) AS documents,
         (SELECT count(*)::int FROM application_status_history h WHERE h.application_id = a.id) AS history
       FROM applications a WHERE a.user_id IN ($1, $2) ORDER BY a.user_id`,
      [both.id, onCopy.id],
    );
    expect(rows).toEqual([
      // One application per user and listing: the one further along, holding both copies' notes,
      // its document and both histories.
      {
        id: applied.id,
        user_id: both.id,
        opportunity_id: shown.id,
        status: 'applied',
        notes: 'Essay sent.\n\nSaw it on the fresh tracker.',
        date_applied: new Date('2026-10-10T00:00:00Z'),
        documents: 1,
        history: 2,
      },
      {
        id: waiting.id,
        user_id: onCopy.id,
        opportunity_id: shown.id,
        status: 'interviewing',
        notes: null,
        date_applied: null,
        documents: 0,
        history: 1,
      },
    ]);
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
