import { describe, expect, it } from 'vitest';
import { adapters, seedSources } from '../../adapters';
import { readSeedDirectory, readSeedFile } from '../../adapters/testing/read-seed';
import { coverageOf, coverageTable, type Coverage } from './coverage';

// What the enrichment reaches on the real seed (no database): each seed adapter, then the
// enrichment, as the import runs them. The bounds are the measured shares rounded down, so a
// reader that stops reading shows here. `npm run enrichment-coverage` prints the same table.

type Bounds = Omit<Coverage, 'source' | 'rows'>;

const LOWER_BOUNDS: Record<string, Bounds> = {
  'SimplifyJobs Summer 2025 Internships': { essayRequired: 0, requiredMajors: 0, stateCode: 76, award: null },
  'Underclassmen Opportunities': { essayRequired: 0, requiredMajors: 14, stateCode: 39, award: 41 },
  'zshah101 Fall 2026 / Summer 2027 Internships': {
    essayRequired: 0,
    requiredMajors: 0,
    stateCode: 82,
    award: null,
  },
  'tonyyu2170 Summer 2027 Internship Tracker': {
    essayRequired: 0,
    requiredMajors: 0.2,
    stateCode: 95,
    award: null,
  },
  'WonOfAKind 2027 Internships': { essayRequired: 0, requiredMajors: 0, stateCode: 96, award: null },
  'nehaabalaji Summer 2027 Internships': { essayRequired: 0, requiredMajors: 0, stateCode: 97, award: null },
  // International (APAC, UK, Europe): most locations are rightly outside US states.
  'UlysseCHA Summer 2027 Offers': { essayRequired: 0, requiredMajors: 0.4, stateCode: 27, award: null },
  'SuryaHarikrishnan 2027 Internship Tracker': {
    essayRequired: 0,
    requiredMajors: 0.1,
    stateCode: 81,
    award: null,
  },
  'Open Scholarships': { essayRequired: 5, requiredMajors: 19, stateCode: 5, award: 46 },
  'Atila Scholarships': { essayRequired: 22, requiredMajors: 41, stateCode: 4, award: 72 },
  // The details file adds description and eligibility text to 907 of its rows.
  'Mastersportal Scholarships': { essayRequired: 1.6, requiredMajors: 9.7, stateCode: 1.2, award: 50 },
  'Arizona BigFuture Scholarships': { essayRequired: 12, requiredMajors: 9, stateCode: 96, award: 3 },
  // Indian scholarships: no US state applies; rupee awards are normalised.
  'India Scholarships': { essayRequired: 0, requiredMajors: 2.3, stateCode: 0, award: 92 },
};

const measured = seedSources.map((source) => {
  const adapter = adapters[source.adapter]!;
  const raw =
    adapter.input === 'directory'
      ? readSeedDirectory(source.path, adapter.fileExtensions)
      : readSeedFile(source.path);
  return coverageOf(source.name, adapter.parse(raw).opportunities);
});

describe('enrichment coverage of the seed sources', () => {
  it('prints the table', () => {
    console.log(`\n${coverageTable(measured)}`);
    expect(measured.map((row) => row.source)).toEqual(seedSources.map((source) => source.name));
  });

  it.each(measured)('$source stays above its bounds', (row) => {
    const bounds = LOWER_BOUNDS[row.source];
    expect(bounds, `bounds for ${row.source}`).toBeDefined();
    if (!bounds) return;
    expect(row.essayRequired).toBeGreaterThanOrEqual(bounds.essayRequired);
    expect(row.requiredMajors).toBeGreaterThanOrEqual(bounds.requiredMajors);
    expect(row.stateCode).toBeGreaterThanOrEqual(bounds.stateCode);
    if (bounds.award !== null) expect(row.award).toBeGreaterThanOrEqual(bounds.award);
  });
});
