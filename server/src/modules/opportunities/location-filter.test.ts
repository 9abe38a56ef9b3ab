import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpportunityListItem } from '@futurefund/core';
import { ulysseChaAdapter } from '../../sources/adapters/ulyssecha.adapter';
import { readSeedFile } from '../../sources/adapters/testing/read-seed';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createCatalogWriteRepo } from '../opportunity-data/catalog-write.repo';
import { importOpportunities } from '../opportunity-data/import.service';

// The location filter on real listings (UlysseCHA's international 2027 offers, imported with the
// enrichment): places are compared as codes, so the ways students write California agree and
// "CA" never means Canada.
describe('browse location filter on real seed listings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const parsed = ulysseChaAdapter.parse(readSeedFile('data/seed/internships/ulyssecha-offers-2027.json'));
    await importOpportunities(createCatalogWriteRepo(ctx.database.db), parsed, {
      dataSourceId: null,
      adapterName: ulysseChaAdapter.name,
      sourceType: 'aggregator',
      now: new Date(),
    });
  }, 60_000);
  afterAll(() => ctx.close());

  const found = async (location: string): Promise<OpportunityListItem[]> => {
    const url = `/api/opportunities?type=internships&includeClosed=true&limit=100&location=${encodeURIComponent(location)}`;
    const response = await ctx.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const ids = (items: OpportunityListItem[]) => items.map((item) => item.id).sort((a, b) => a - b);

  it('finds the same Californian listings for "California", "CA", "ca" and "San Francisco"', async () => {
    const california = await found('California');
    expect(california.length).toBeGreaterThan(10);
    for (const item of california) expect(item.stateCodes).toContain('CA');
    for (const spelling of ['CA', 'ca', 'San Francisco', 'SF'])
      expect(ids(await found(spelling)), spelling).toEqual(ids(california));
  });

  it('never answers "CA" with Canadian listings, and "Canada" finds them', async () => {
    const canada = await found('Canada');
    expect(canada.length).toBeGreaterThan(0);
    for (const item of canada) expect(item.countryCodes).toContain('CA');
    // A listing offered in both countries is found by both; a Canadian-only one never by "CA".
    const californian = new Set(ids(await found('CA')));
    const canadianOnly = canada.filter((item) => !item.stateCodes.includes('CA'));
    expect(canadianOnly.length).toBeGreaterThan(0);
    for (const item of canadianOnly) expect(californian.has(item.id)).toBe(false);
  });

  it('reads text that names no known place as part of the written location', async () => {
    const remote = await found('remote');
    for (const item of remote) expect(item.location?.toLowerCase()).toContain('remote');
  });
});
