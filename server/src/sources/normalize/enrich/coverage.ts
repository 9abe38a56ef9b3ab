import type { RestrictionCriterion } from '@futurefund/core';
import type { NormalizedOpportunity } from '../../types';
import { enrichOpportunity } from './index';

// How much of a source the enrichment reaches: the share of its rows with an essay requirement,
// restricted majors, a US state and a normalised award. Printed by `npm run enrichment-coverage`
// and held to lower bounds by coverage.nodb.test.ts, so a regression in a reader shows as a number.

export interface Coverage {
  source: string;
  rows: number;
  /** Percentages of the source's rows (award: of its scholarships; null when it has none). */
  essayRequired: number;
  requiredMajors: number;
  stateCode: number;
  award: number | null;
}

const share = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

export function coverageOf(source: string, parsed: readonly NormalizedOpportunity[]): Coverage {
  const rows = parsed.map(enrichOpportunity);
  const count = (test: (row: NormalizedOpportunity) => boolean) =>
    share(rows.filter(test).length, rows.length);
  const scholarships = rows.filter((row) => row.type === 'scholarship');
  const awarded = scholarships.filter((row) => row.awardMin !== null || row.awardMax !== null);
  return {
    source,
    rows: rows.length,
    essayRequired: count((row) => row.type === 'scholarship' && row.essayRequired),
    requiredMajors: count((row) => row.requiredMajors.length > 0),
    stateCode: count((row) => row.stateCodes.length > 0),
    award: scholarships.length > 0 ? share(awarded.length, scholarships.length) : null,
  };
}

/** A fixed-width table for a terminal: a header and rows of cells, the first column left-aligned. */
export function textTable(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

export function coverageTable(rows: Coverage[]): string {
  return textTable(
    ['source', 'rows', 'essay %', 'majors %', 'state %', 'award %'],
    rows.map((row) => [
      row.source,
      String(row.rows),
      String(row.essayRequired),
      String(row.requiredMajors),
      String(row.stateCode),
      row.award === null ? '-' : String(row.award),
    ]),
  );
}

const restricts = (row: NormalizedOpportunity, criterion: RestrictionCriterion) =>
  (row.restrictions ?? []).some((restriction) => restriction.criterion === criterion);

/** Each restriction a listing may state, and whether a row states it (a column, or a sentence read). */
const ELIGIBILITY_FIELDS: [string, (row: NormalizedOpportunity) => boolean][] = [
  ['country', (row) => row.requiredCountries.length > 0],
  ['state or province', (row) => row.requiredStates.length > 0],
  [
    'citizenship',
    (row) =>
      restricts(row, 'citizenship') ||
      (row.type === 'scholarship' && /citizen|national/i.test(row.residencyRequirement ?? '')),
  ],
  ['where you study', (row) => restricts(row, 'school')],
  ['education level', (row) => row.requiredEducationLevel !== null && row.requiredEducationLevel !== 'Any'],
  ['year of study', (row) => restricts(row, 'year')],
  ['field of study', (row) => row.requiredMajors.length > 0],
  ['GPA', (row) => row.minGPA !== null],
  [
    'gender',
    (row) => restricts(row, 'gender') || (row.type === 'scholarship' && row.genderRequirement !== null),
  ],
  [
    'ethnicity or heritage',
    (row) => restricts(row, 'ethnicity') || (row.type === 'scholarship' && row.ethnicityRequirement !== null),
  ],
  [
    'first generation',
    (row) => restricts(row, 'firstGeneration') || (row.type === 'scholarship' && row.firstGeneration),
  ],
  ['financial need', (row) => restricts(row, 'need') || (row.type === 'scholarship' && row.needBased)],
  ['disability', (row) => restricts(row, 'disability') || row.tags.includes('disability')],
  ['military', (row) => restricts(row, 'military') || row.tags.includes('military-veterans')],
  ['membership', (row) => restricts(row, 'membership')],
  ['age', (row) => restricts(row, 'age')],
  ['parents', (row) => restricts(row, 'parent')],
  ['any, with its sentence', (row) => (row.restrictions ?? []).length > 0],
];

export interface FieldCoverage {
  field: string;
  /** Rows (of the whole seed, then of its scholarships) that state the restriction, and their share. */
  rows: number;
  share: number;
  scholarships: number;
  scholarshipShare: number;
}

/** Per restriction, over every row given (already enriched): how many state it. */
export function eligibilityCoverage(rows: readonly NormalizedOpportunity[]): FieldCoverage[] {
  const scholarships = rows.filter((row) => row.type === 'scholarship');
  return ELIGIBILITY_FIELDS.map(([field, states]) => {
    const all = rows.filter(states).length;
    const awards = scholarships.filter(states).length;
    return {
      field,
      rows: all,
      share: share(all, rows.length),
      scholarships: awards,
      scholarshipShare: share(awards, scholarships.length),
    };
  });
}
