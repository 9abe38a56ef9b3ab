import { opportunitiesApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { injectAs } from '../../../test/inject';
import { buildInternship } from '../../../test/factories';
import { seedSources } from '../../sources/adapters';
import { createDataSourcesRepo } from './data-sources.repo';
import { registerSeedSources } from './seed';

// A database seeded by an older release starts with this one: new seed sources are imported,
// moved files followed, and sources no longer bundled retired with their listings closed.
describe('seed sources kept in step with the code on start', () => {
  let ctx: TestContext;
  let retiredListing: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    const sources = createDataSourcesRepo(ctx.database.db);
    await registerSeedSources(sources);
    const byName = new Map((await sources.listSources()).map((row) => [row.name, row]));
    // As an older release left it: no India source, Mastersportal at its old path, New-Grad bundled.
    await ctx.database.query(`DELETE FROM data_sources WHERE name = 'India Scholarships'`);
    await sources.updateSource(byName.get('Mastersportal Scholarships')!.id, {
      scrapingConfig: {
        adapter: 'mastersportal',
        path: 'data/seed/scholarships/mastersportal-scholarships.csv',
      },
      isActive: false,
    });
    const newGrad = await sources.upsertSource({
      name: 'SimplifyJobs New-Grad Positions',
      sourceType: 'aggregator',
      scrapingConfig: { adapter: 'simplify', path: 'data/seed/internships/simplify-newgrad-listings.json' },
      isActive: true,
    });
    retiredListing = (await buildInternship(ctx.database, { title: 'New Grad SWE', sourceId: newGrad.id }))
      .id;
  });
  afterAll(() => ctx.close());

  it('imports the new source, follows the moved file, retires the old one and closes its listings', async () => {
    const result = await ctx.app.services.refresh.syncSeedOnStart();
    expect(result?.success).toBe(true);
    expect(result?.scholarshipsAdded).toBe(478);

    const rows = await createDataSourcesRepo(ctx.database.db).listSources();
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('India Scholarships')?.isActive).toBe(true);
    // The file moved; an admin's choice to switch the source off stays.
    expect(byName.get('Mastersportal Scholarships')).toMatchObject({
      isActive: false,
      scrapingConfig: { adapter: 'mastersportal', path: 'data/seed/scholarships/mastersportal' },
    });
    expect(byName.get('SimplifyJobs New-Grad Positions')?.isActive).toBe(false);
    const [listing] = await ctx.database.query<{ closed_reason: string | null }>(
      'SELECT closed_reason FROM internships WHERE id = $1',
      [retiredListing],
    );
    expect(listing?.closed_reason).toBe('removed');
    const detail = (
      await injectAs(ctx.app, null, opportunitiesApi.internship, { params: { id: retiredListing } })
    ).json();
    expect(detail).toMatchObject({ closed: true, closedBy: 'removed' });
    expect(rows.filter((row) => row.isActive).length).toBe(seedSources.length - 1);
  }, 120_000);

  it('does nothing on the next start', async () => {
    expect(await ctx.app.services.refresh.syncSeedOnStart()).toBeNull();
  });
});
