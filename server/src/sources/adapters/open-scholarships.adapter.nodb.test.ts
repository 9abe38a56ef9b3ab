import { describe, expect, it } from 'vitest';
import { openScholarshipsAdapter } from './open-scholarships.adapter';
import { countSkipped, findScholarship, readSeedDirectory } from './testing/read-seed';

const files = readSeedDirectory('data/seed/scholarships/open-scholarships/data');
const result = openScholarshipsAdapter.parse(files);
const rows = result.opportunities;

describe('open-scholarships adapter on the June 2026 snapshot', () => {
  it('maps all 112 files (US 106, Nevada 6)', () => {
    expect(Object.keys(files)).toHaveLength(112);
    expect(rows).toHaveLength(112);
    expect(countSkipped(result)).toEqual({});
    expect(rows.filter((row) => row.requiredStates.includes('Nevada'))).toHaveLength(6);
  });

  it('counts USD amounts, dated deadlines, GPAs and kinds exactly', () => {
    const scholarships = rows.filter((row) => row.type === 'scholarship');
    expect(scholarships.filter((row) => row.awardAmountUsd !== null)).toHaveLength(52);
    expect(rows.filter((row) => row.deadline !== null)).toHaveLength(9);
    expect(rows.filter((row) => row.minGPA !== null)).toHaveLength(15);
    expect(scholarships.filter((row) => row.kind === 'grant')).toHaveLength(2);
    expect(scholarships.filter((row) => row.kind === 'fellowship')).toHaveLength(2);
    expect(rows.filter((row) => row.closed)).toHaveLength(0);
  });

  it('maps the Barry Goldwater Scholarship field by field', () => {
    expect(findScholarship(result, 'us-barry-goldwater-scholarship')).toEqual({
      type: 'scholarship',
      sourceId: 'us-barry-goldwater-scholarship',
      title: 'Barry Goldwater Scholarship',
      kind: 'scholarship',
      provider: 'Barry Goldwater Scholarship Foundation',
      description: null,
      eligibility: 'Sophomores/juniors pursuing research careers in STEM, Nominated by their institution',
      awardAmount: null,
      awardAmountUsd: null,
      // The source says the deadline recurs every year without this cycle's date.
      dueDate: 'Annual',
      deadline: null,
      url: 'https://apply.scholarsapply.org/barrygoldwater/',
      location: 'United States',
      isRemote: false,
      tags: ['stem', 'merit-based', 'national'],
      requiredStates: [],
      requiredCountries: ['United States'],
      residencyRequirement: 'United States',
      requiredEducationLevel: 'Undergraduate',
      requiredMajors: [],
      minGPA: null,
      maxGPA: null,
      transcriptRequired: false,
      lettersOfRecRequired: 0,
      genderRequirement: null,
      ethnicityRequirement: null,
      firstGeneration: false,
      essayRequired: false,
      needBased: false,
      meritBased: true,
      lastVerifiedAt: '2026-05-27T00:00:00.000Z',
      closed: false,
      // Read from the text by the import's enrichment (enrich/), never by the adapter.
      awardMin: null,
      awardMax: null,
      awardCurrency: null,
      awardPeriod: null,
      stateCodes: [],
      countryCodes: [],
      cities: [],
      derivedFields: [],
    });
  });

  it('maps a dated Nevada award with a GPA and several levels (Nevada Women’s Fund)', () => {
    expect(findScholarship(result, 'nv-nevada-womens-fund-scholarships')).toMatchObject({
      dueDate: '2027-01-05',
      deadline: '2027-01-05',
      minGPA: 3,
      location: 'Nevada',
      requiredStates: ['Nevada'],
      requiredEducationLevel: 'Any',
      needBased: true,
      // The sponsor's name is not an eligibility rule: no 'women' tag without the data saying so.
      tags: ['need-based', 'nevada'],
      url: 'https://www.nevadawomensfund.org/scholarships',
    });
  });

  it('derives women, minority and first-gen tags from the eligibility text', () => {
    expect(findScholarship(result, 'us-jeannette-rankin-national-scholar-grant')).toMatchObject({
      kind: 'grant',
      awardAmount: 'Up to $2,500',
      awardAmountUsd: 2500,
      tags: ['women', 'need-based', 'renewable', 'grant', 'national'],
    });
    expect(findScholarship(result, 'us-apia-scholars-scholarship')).toMatchObject({
      awardAmountUsd: 20000,
      firstGeneration: true,
      tags: ['first-gen', 'minority', 'national'],
    });
    const tagged = (tag: string) => rows.filter((row) => row.tags.includes(tag)).length;
    expect([tagged('women'), tagged('minority'), tagged('first-gen'), tagged('stem')]).toEqual([
      5, 20, 1, 24,
    ]);
  });

  it('maps a fellowship for graduate study (Soros)', () => {
    expect(findScholarship(result, 'us-paul-daisy-soros-fellowships-for-new-americans')).toMatchObject({
      kind: 'fellowship',
      requiredEducationLevel: 'Graduate',
      awardAmount: 'Up to $90,000',
      awardAmountUsd: 90000,
    });
  });
});

describe('open-scholarships adapter on damaged directories', () => {
  it('skips unreadable and title-less files and ignores the schema and non-JSON files', () => {
    const result = openScholarshipsAdapter.parse({
      'scholarship.schema.json': '{"title":"Scholarship"}',
      LICENSE: 'CC BY 4.0',
      'US/broken.json': '{"id": "us-broken",',
      'US/untitled.json': JSON.stringify({ id: 'us-untitled', name: ' ' }),
      'US/odd.json': JSON.stringify({ id: 'us-odd', name: 'Odd', award: 'lots' }),
    });
    expect(result.opportunities).toEqual([]);
    expect(result.skipped).toEqual([
      { sourceId: 'US/broken.json', reason: 'unreadable JSON' },
      { sourceId: 'US/odd.json', reason: 'malformed record' },
      { sourceId: 'us-untitled', reason: 'missing title' },
    ]);
  });

  it('refuses a single file where a directory is expected', () => {
    expect(() => openScholarshipsAdapter.parse('{}')).toThrow(
      'open-scholarships: expected a directory, got one file',
    );
  });
});
