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
  'SimplifyJobs New-Grad Positions': { essayRequired: 0, requiredMajors: 0, stateCode: 55, award: null },
  'Underclassmen Opportunities': { essayRequired: 0, requiredMajors: 14, stateCode: 39, award: 41 },
  'zshah101 Fall 2026 / Summer 2027 Internships': {
    essayRequired: 0,
    requiredMajors: 0,
    stateCode: 50,
    award: null,
  },
  'Open Scholarships': { essayRequired: 5, requiredMajors: 19, stateCode: 5, award: 46 },
  'Atila Scholarships': { essayRequired: 22, requiredMajors: 41, stateCode: 4, award: 72 },
  'Mastersportal Scholarships': { essayRequired: 0.2, requiredMajors: 0.7, stateCode: 1.2, award: 50 },
  'Arizona BigFuture Scholarships': { essayRequired: 12, requiredMajors: 9, stateCode: 96, award: 3 },
};

const measured = seedSources.map((source) => {
  const adapter = adapters[source.adapter]!;
  const raw = adapter.input === 'directory' ? readSeedDirectory(source.path) : readSeedFile(source.path);
  return coverageOf(source.name, adapter.parse(raw).opportunities);
});

describe('enrichment coverage of the seed sources', () => {
  it('prints the table', () => {
    console.log(`\n${coverageTable(measured)}`);
    expect(measured.map((row) => row.source)).toEqual(seedSources.map((source) => source.name));
  });

  it.each(measured.filter((row) => row.source in LOWER_BOUNDS))('$source stays above its bounds', (row) => {
    const bounds = LOWER_BOUNDS[row.source]!;
    expect(row.essayRequired).toBeGreaterThanOrEqual(bounds.essayRequired);
    expect(row.requiredMajors).toBeGreaterThanOrEqual(bounds.requiredMajors);
    expect(row.stateCode).toBeGreaterThanOrEqual(bounds.stateCode);
    if (bounds.award !== null) expect(row.award).toBeGreaterThanOrEqual(bounds.award);
  });
});
