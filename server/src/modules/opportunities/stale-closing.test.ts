import { closedReason, opportunitiesApi, type OpportunityListItem } from '@futurefund/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scholarships } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { injectAs } from '../../../test/inject';
import { openConditions } from './browse-sql';
import { createCatalogWriteRepo } from '../opportunity-data/catalog-write.repo';
import { importOpportunities } from '../opportunity-data/import.service';
import type { NormalizedScholarship } from '../../sources/types';
import { buildScholarship } from '../../sources/normalize/defaults';
import { buildScholarship as insertScholarship } from '../../../test/factories';

// Stale means closed (ADR 064), on a fixed day: a title naming an ended year or season closes the
// listing, and so do, when no deadline vouches for it, a text that names only ended cycles and a
// source that last confirmed it over 12 months ago. Browse (SQL) and core closedReason (what the pages show) must agree on every listing.
const today = '2026-11-24';

const scholarship = (title: string, facts: Partial<NormalizedScholarship> = {}) =>
  buildScholarship({
    sourceId: title,
    title,
    provider: 'Test Foundation',
    location: 'United States',
    ...facts,
  });

const listings = [
  scholarship('Merit Award 2024'),
  scholarship('Research Grant 2022/23 and 2023/24'),
  scholarship('Leaders Scholarship 2026-27'),
  scholarship('Summer Camp Grant (Summer 2026)'),
  scholarship('Unconfirmed Grant', { lastVerifiedAt: '2025-10-01T12:00:00Z' }),
  scholarship('Unconfirmed Grant With A Deadline', {
    lastVerifiedAt: '2025-10-01T12:00:00Z',
    deadline: '2027-01-15',
    dueDate: '2027-01-15',
  }),
  scholarship('Recently Confirmed Grant', { lastVerifiedAt: '2026-06-01T12:00:00Z' }),
  scholarship('Never Dated Grant'),
  scholarship('Last Year’s Tuition Award', { eligibility: 'For the academic year 2024/25 only.' }),
  scholarship('Next Year’s Tuition Award', {
    eligibility: 'For the academic year 2024/25; applications for the academic year 2027/28 open in May.',
  }),
  scholarship('Dated Tuition Award', {
    description: 'Starting your course in the 2022-23 academic year.',
    deadline: '2027-01-15',
    dueDate: '2027-01-15',
  }),
];

describe('stale listings are closed, and browse agrees with core', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await importOpportunities(
      createCatalogWriteRepo(ctx.database.db),
      { opportunities: listings, skipped: [] },
      {
        dataSourceId: null,
        adapterName: 'test',
        sourceType: 'aggregator',
        now: new Date(`${today}T00:00:00Z`),
      },
    );
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.useRealTimers());

  const browse = async (includeClosed: boolean): Promise<OpportunityListItem[]> => {
    vi.useFakeTimers({ now: new Date(`${today}T15:00:00Z`), toFake: ['Date'] });
    const query = { type: 'scholarships', ...(includeClosed ? { includeClosed: 'true' } : {}) };
    return (await injectAs(ctx.app, null, opportunitiesApi.browse, { query })).json();
  };

  it('shows only what is still open', async () => {
    const open = (await browse(false)).map((item) => item.title).sort();
    expect(open).toEqual([
      'Dated Tuition Award',
      'Leaders Scholarship 2026-27',
      'Never Dated Grant',
      'Next Year’s Tuition Award',
      'Recently Confirmed Grant',
      'Unconfirmed Grant With A Deadline',
    ]);
  });

  it('gives each closed listing its reason, as the detail page states it', async () => {
    const reasons = Object.fromEntries(
      (await browse(true)).map((item) => [item.title, closedReason(item, today)]),
    );
    expect(reasons).toEqual({
      'Merit Award 2024': 'The year or season in its title is over',
      'Research Grant 2022/23 and 2023/24': 'The year or season in its title is over',
      'Summer Camp Grant (Summer 2026)': 'The year or season in its title is over',
      'Unconfirmed Grant': 'Not confirmed by the source in the last 12 months',
      'Last Year’s Tuition Award': 'The year or intake its text names is over',
      'Next Year’s Tuition Award': null,
      // A deadline the source states vouches for it, whatever year its text names.
      'Dated Tuition Award': null,
      'Leaders Scholarship 2026-27': null,
      'Never Dated Grant': null,
      'Recently Confirmed Grant': null,
      'Unconfirmed Grant With A Deadline': null,
    });
  });

  it('reads the title of a listing written before titles were read, at the next upkeep', async () => {
    const legacy = await insertScholarship(ctx.database, { title: 'Legacy Award 2023', titleEndsOn: null });
    // Read straight from the table: browse may answer from its cache until the catalog changes.
    const open = async () => {
      const [row] = await ctx.database.db
        .select({ open: sql<boolean>`${openConditions(today)}` })
        .from(scholarships)
        .where(eq(scholarships.id, legacy.id));
      return row!.open;
    };
    expect(await open()).toBe(true);
    await createCatalogWriteRepo(ctx.database.db).maintain(today);
    const [row] = await ctx.database.db
      .select({ titleEndsOn: scholarships.titleEndsOn })
      .from(scholarships)
      .where(eq(scholarships.id, legacy.id));
    expect(row).toEqual({ titleEndsOn: '2023-12-31' });
    expect(await open()).toBe(false);
  });

  it('reads the text of a listing written before texts were read, at the next upkeep', async () => {
    const legacy = await insertScholarship(ctx.database, {
      title: 'Legacy Bursary',
      eligibility: 'Open to students starting in September 2024.',
      textEndsOn: null,
    });
    await createCatalogWriteRepo(ctx.database.db).maintain(today);
    const [row] = await ctx.database.db
      .select({ textEndsOn: scholarships.textEndsOn, open: sql<boolean>`${openConditions(today)}` })
      .from(scholarships)
      .where(eq(scholarships.id, legacy.id));
    expect(row).toEqual({ textEndsOn: '2024-12-31', open: false });
  });
});
