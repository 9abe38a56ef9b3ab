import { opportunitiesApi } from '@futurefund/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NormalizedOpportunity } from '../../sources/types';
import { adapters } from '../../sources/adapters';
import { readSeedFile } from '../../sources/adapters/testing/read-seed';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { injectAs } from '../../../test/inject';
import { createCatalogWriteRepo } from '../opportunity-data/catalog-write.repo';
import { importOpportunities } from '../opportunity-data/import.service';

// ADR 015 on real seed records at fixed dates: a listing is open while its last season runs, and
// closed ("Season ended") the day after, in browse and on its detail page alike.
const fall2026 = 'amazon:amazon:10412530'; // zshah101, "Fall 2026", open in its snapshot
const summer2025 = 'dc8c7221-ace8-40d1-9e01-255a9203e851'; // Simplify, "Summer 2025", active

function pick(adapter: 'zshah101' | 'simplify', file: string, id: string): NormalizedOpportunity {
  const found = adapters[adapter]!.parse(readSeedFile(file)).opportunities.find((row) => row.sourceId === id);
  if (!found) throw new Error(`seed record ${id} is missing`);
  return found;
}

describe('internship seasons at fixed dates (real seed records)', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    const catalog = createCatalogWriteRepo(ctx.database.db);
    const rows = [
      {
        adapter: 'zshah101',
        row: pick('zshah101', 'data/seed/internships/zshah101-automated/jobs.json', fall2026),
      },
      {
        adapter: 'simplify',
        row: pick('simplify', 'data/seed/internships/simplify-listings.json', summer2025),
      },
    ];
    for (const { adapter, row } of rows) {
      await importOpportunities(
        catalog,
        { opportunities: [row], skipped: [] },
        {
          dataSourceId: null,
          adapterName: adapter,
          sourceType: 'aggregator',
          now: new Date('2026-08-22T00:00:00Z'),
        },
      );
    }
    const all = (
      await injectAs(ctx.app, null, opportunitiesApi.browse, {
        query: { includeClosed: 'true', type: 'internships' },
      })
    ).json();
    for (const item of all) ids[item.seasonEndsOn] = item.id;
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.useRealTimers());

  const at = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
  const openTitles = async () =>
    (await injectAs(ctx.app, null, opportunitiesApi.browse, { query: { type: 'internships' } }))
      .json()
      .map((i: { title: string }) => i.title);

  it('stores when each listing’s last season ends', () => {
    expect(Object.keys(ids).sort()).toEqual(['2025-08-31', '2026-12-31']);
  });

  it('on 2026-11-24 shows the Fall 2026 listing and hides the ended Summer 2025 one', async () => {
    at('2026-11-24T15:00:00Z');
    expect(await openTitles()).toEqual([
      'Software Development Engineer Intern, AWS Data Services - Fall 2026 (US)',
    ]);
    const ended = (
      await injectAs(ctx.app, null, opportunitiesApi.internship, { params: { id: ids['2025-08-31']! } })
    ).json();
    expect(ended).toMatchObject({ closed: false, season: 'Summer 2025', seasonEndsOn: '2025-08-31' });
  });

  it('keeps Fall 2026 open through Dec 31 everywhere on Earth, and closes it after', async () => {
    at('2027-01-01T11:00:00Z'); // still Dec 31 at UTC−12
    expect(await openTitles()).toHaveLength(1);
    at('2027-01-01T12:30:00Z');
    expect(await openTitles()).toEqual([]);
  });
});
