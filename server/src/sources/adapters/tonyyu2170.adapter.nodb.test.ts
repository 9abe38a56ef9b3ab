import { describe, expect, it } from 'vitest';
import type { NormalizedInternship } from '../types';
import { tonyyu2170Adapter } from './tonyyu2170.adapter';
import { countSkipped, findInternship, readSeedDirectory } from './testing/read-seed';

const result = tonyyu2170Adapter.parse(
  readSeedDirectory('data/seed/internships/tonyyu2170-summer2027', ['.yaml']),
);
const rows = result.opportunities as NormalizedInternship[];
const count = (test: (row: NormalizedInternship) => boolean) => rows.filter(test).length;
const isOpportunity = (row: NormalizedInternship) =>
  row.tags.includes('program') || row.tags.includes('research');

describe('tonyyu2170 adapter on the tracker of 2026-08-15', () => {
  it('maps 1,079 roles, 21 programs and 18 research experiences; skips duplicates and competitions', () => {
    expect(rows).toHaveLength(1118);
    expect(count((row) => !isOpportunity(row))).toBe(1079);
    expect(count((row) => row.tags.includes('program'))).toBe(21);
    expect(count((row) => row.tags.includes('research'))).toBe(18);
    expect(countSkipped(result)).toEqual({
      'possible duplicate of another listing': 25,
      'competition, not an internship or scholarship': 16,
    });
    expect(result.skipped).toContainEqual({
      sourceId: 'ge-vernova-digital-technology-intern-d73d93',
      reason: 'possible duplicate of another listing',
    });
  });

  it('counts closed roles, seasons and education levels exactly', () => {
    expect(count((row) => !isOpportunity(row) && row.closed)).toBe(180);
    expect(count((row) => isOpportunity(row) && row.closed)).toBe(19);
    // Eight titles name 2026 ("Intern - Mechanical Engineer - 2026"): the tracker's Summer 2027 is not read.
    expect(count((row) => row.season === 'Summer 2027')).toBe(1080);
    expect(count((row) => row.requiredEducationLevel === 'Undergraduate')).toBe(831);
    expect(count((row) => row.requiredEducationLevel === 'Graduate')).toBe(103);
    expect(count((row) => row.field === 'Quantitative Finance')).toBe(242);
  });

  it('maps an open Google role field by field, the file name as its category', () => {
    expect(findInternship(result, 'google-software-engineering-intern-bs-summer-2027-126e10')).toMatchObject({
      title: 'Software Engineering Intern, BS (Summer 2027)',
      company: 'Google',
      field: 'Software Engineering',
      location: 'Mountain View, CA',
      url: 'https://www.google.com/about/careers/applications/jobs/results/85564713261245126-software-engineering-intern/',
      description: 'Posted 2026-07-20.',
      season: 'Summer 2027',
      requiredEducationLevel: 'Undergraduate',
      classlevelRequirement: 'BS',
      lastVerifiedAt: '2026-08-15T00:00:00.000Z',
      closed: false,
      tags: ['stem', 'summer-2027', 'swe'],
    });
  });

  it('closes a role the tracker marks closed (Western Digital)', () => {
    expect(
      findInternship(result, 'western-digital-software-engineering-intern-summer-2027-6857a4'),
    ).toMatchObject({
      company: 'Western Digital',
      closed: true,
    });
  });

  it('makes PhD roles graduate and leaves roles for BS and MS without a level', () => {
    expect(findInternship(result, 'citadel-securities-quantitative-researcher-d49fa7')).toMatchObject({
      title: 'Quantitative Researcher',
      requiredEducationLevel: 'Graduate',
      classlevelRequirement: 'PhD',
      tags: ['stem', 'summer-2027', 'quant', 'quant-research'],
    });
    expect(findInternship(result, 'fti-consulting-technology-intern-technology-76df5d')).toMatchObject({
      field: 'AI/ML',
      requiredEducationLevel: null,
      classlevelRequirement: 'BS, MS',
    });
  });

  it('keeps a research program with its own dates: closes is the deadline, opens is noted (SURF)', () => {
    expect(findInternship(result, 'caltech-summer-undergraduate-research-fellowships-surf')).toMatchObject({
      title: 'Summer Undergraduate Research Fellowships (SURF)',
      company: 'Caltech',
      dueDate: '2027-03-01',
      deadline: '2027-03-01',
      // The source's notes are its curator's remarks on the page, not the listing's description.
      description: 'Applications open: 2026-11-01.',
      season: 'Summer 2027',
      lastVerifiedAt: '2026-08-08T00:00:00.000Z',
      closed: false,
      tags: ['research', 'summer-2027'],
    });
  });

  it('never makes a deadline of a month alone and closes programs marked closed (MATS)', () => {
    expect(findInternship(result, 'mats-research-mats-ml-alignment-theory-scholars')).toMatchObject({
      deadline: null,
      description: 'Applications open: 2026-08.',
      closed: true,
    });
  });

  it('keeps a program with an unknown status open, with its eligibility (Explore Microsoft)', () => {
    expect(findInternship(result, 'microsoft-explore-microsoft')).toMatchObject({
      url: 'https://careers.microsoft.com/v2/global/en/exploremicrosoft',
      eligibility:
        'First- and second-year undergraduates; must have completed an intro CS course and one semester of calculus',
      closed: false,
      tags: ['stem', 'program', 'summer-2027', 'swe'],
    });
  });

  it('refuses a file that is not a YAML list', () => {
    expect(() => tonyyu2170Adapter.parse({ 'swe.yaml': 'a: [' })).toThrow(
      'tonyyu2170: swe.yaml is not valid YAML',
    );
    expect(() => tonyyu2170Adapter.parse({ 'swe.yaml': 'a: 1' })).toThrow(
      'tonyyu2170: expected swe.yaml to be a YAML list',
    );
  });
});
