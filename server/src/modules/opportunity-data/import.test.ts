import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';
import { atilaAdapter } from '../../sources/adapters/atila.adapter';
import { wonofakindAdapter } from '../../sources/adapters/wonofakind.adapter';
import { readSeedFile } from '../../sources/adapters/testing/read-seed';
import { createCatalogWriteRepo } from './catalog-write.repo';
import { importOpportunities } from './import.service';

// The import writes what the enrichment reads from a listing's words (ADR 017) into the catalog's
// columns, for every source, without the adapters knowing: real seed records, a real database.

describe('import with enrichment', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    const repo = createCatalogWriteRepo(database.db);
    const now = new Date('2026-11-24T12:00:00Z');
    const atila = atilaAdapter.parse(readSeedFile('data/seed/scholarships/atila-scholarships.json'));
    const simplify = wonofakindAdapter.parse(
      readSeedFile('data/seed/internships/wonofakind-roles-2027.json'),
    );
    await importOpportunities(repo, atila, {
      dataSourceId: null,
      adapterName: 'atila',
      sourceType: null,
      now,
    });
    await importOpportunities(repo, simplify, {
      dataSourceId: null,
      adapterName: 'wonofakind',
      sourceType: null,
      now,
    });
  });
  afterAll(() => database.close());

  it('writes the normalised award, documents and places of a scholarship (Atila 352)', async () => {
    const [row] = await database.query(
      `SELECT award_min, award_max, award_currency, award_period, award_amount_usd, transcript_required,
              letters_of_rec_required, state_codes, country_codes, cities, derived_fields
         FROM scholarships WHERE source_record_id = '352'`,
    );
    expect(row).toEqual({
      award_min: '20000',
      award_max: '20000',
      award_currency: 'USD',
      award_period: null,
      award_amount_usd: 20000,
      transcript_required: true,
      letters_of_rec_required: 2,
      state_codes: ['NY'],
      country_codes: ['US'],
      cities: ['New York'],
      derived_fields: [
        'transcriptRequired',
        'lettersOfRecRequired',
        'stateCodes',
        'countryCodes',
        'cities',
        'awardMin',
        'awardMax',
        'awardCurrency',
      ],
    });
  });

  it('keeps a foreign currency out of the US dollar column (Atila 154, "5,000 CAD")', async () => {
    const [row] = await database.query(
      `SELECT award_min, award_currency, award_amount_usd, country_codes FROM scholarships WHERE source_record_id = '154'`,
    );
    expect(row).toEqual({
      award_min: '5000',
      award_currency: 'CAD',
      award_amount_usd: null,
      country_codes: ['CA'],
    });
  });

  it('keeps who may apply with the sentence it was read from (Atila 592, BBPA)', async () => {
    const [row] = await database.query<{ restrictions: unknown; ethnicity_requirement: string | null }>(
      `SELECT restrictions, ethnicity_requirement FROM scholarships WHERE source_record_id = '592'`,
    );
    expect(row!.ethnicity_requirement).toBe('Black/African American');
    expect(row!.restrictions).toEqual(
      expect.arrayContaining([
        {
          criterion: 'citizenship',
          value: 'Citizens of Canada or permanent residents',
          evidence: 'A Canadian citizen or permanent resident of Canada.',
        },
      ]),
    );
  });

  it('gives internships state, country and city codes that the location filter can use', async () => {
    const counts = await database.query<{ in_california: number; in_canada: number; in_toronto: number }>(
      `SELECT count(*) FILTER (WHERE state_codes @> ARRAY['CA'])::int AS in_california,
              count(*) FILTER (WHERE country_codes @> ARRAY['CA'])::int AS in_canada,
              count(*) FILTER (WHERE cities @> ARRAY['Toronto'])::int AS in_toronto
         FROM internships`,
    );
    const inMemory = wonofakindAdapter.parse(
      readSeedFile('data/seed/internships/wonofakind-roles-2027.json'),
    );
    const torontoTexts = inMemory.opportunities.filter((row) =>
      /\bToronto\b/.test(row.location ?? ''),
    ).length;
    expect(counts[0]!.in_toronto).toBe(torontoTexts);
    expect(counts[0]!.in_california).toBeGreaterThan(0);
    expect(counts[0]!.in_canada).toBeGreaterThanOrEqual(torontoTexts);
  });
});
