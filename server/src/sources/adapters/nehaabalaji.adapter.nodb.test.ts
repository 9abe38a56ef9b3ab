import { describe, expect, it } from 'vitest';
import type { NormalizedInternship } from '../types';
import { nehaabalajiAdapter } from './nehaabalaji.adapter';
import { countSkipped, findInternship, readSeedFile } from './testing/read-seed';

const result = nehaabalajiAdapter.parse(
  readSeedFile('data/seed/internships/nehaabalaji-summer2027/jobs.json'),
);
const rows = result.opportunities as NormalizedInternship[];
const count = (test: (row: NormalizedInternship) => boolean) => rows.filter(test).length;

describe('nehaabalaji adapter on the jobs of 2026-08-22', () => {
  it('maps the 116 internships and co-ops and skips new-grad and entry-level jobs with the reason', () => {
    expect(rows).toHaveLength(116);
    expect(countSkipped(result)).toEqual({
      'New-grad job, not an internship': 20,
      'Entry-level job, not an internship': 4,
    });
    expect(result.skipped).toContainEqual({
      sourceId: 'spacex-8729120002',
      reason: 'New-grad job, not an internship',
    });
  });

  it('counts inactive, remote and described jobs and seasons from titles exactly', () => {
    expect(count((row) => row.closed)).toBe(11);
    expect(count((row) => row.isRemote)).toBe(3);
    expect(count((row) => row.description !== null)).toBe(13);
    expect(count((row) => row.season === 'Summer 2027')).toBe(20);
    expect(count((row) => row.season === 'Summer 2026')).toBe(3);
    expect(count((row) => row.sponsorship !== null || row.isPaid !== null)).toBe(0);
  });

  it('maps an Amazon internship field by field, its season from the title', () => {
    const row = findInternship(result, 'amazon-10493095');
    expect(row).toMatchObject({
      title: 'Area Manager Intern - Summer 2027 (AL, FL, GA, NC, SC), University Recruiting',
      company: 'Amazon',
      field: 'Operations',
      location: 'Atlanta, GA',
      url: 'https://www.amazon.jobs/en/jobs/10493095/area-manager-intern-summer-2027-al-fl-ga-nc-sc-university-recruiting',
      season: 'Summer 2027',
      lastVerifiedAt: '2026-08-22T00:00:00.000Z',
      closed: false,
      tags: ['summer-2027', 'operations'],
    });
    expect(row.description).toMatch(/^Power that runs the world \| Discover careers in Operations/);
  });

  it('makes a remote arrangement remote and an inactive job closed, with no one-word description', () => {
    expect(
      findInternship(result, 'pendulum-intelligence-3e2fa4d6-9588-4f77-a073-1747d963be9e'),
    ).toMatchObject({
      title: 'Product Manager Intern',
      location: 'Remote',
      isRemote: true,
      description: null,
      lastVerifiedAt: '2026-08-18T00:00:00.000Z',
      closed: true,
      tags: ['remote', 'product-management'],
    });
  });

  it('keeps a co-op (Amazon Robotics) and gives "Other" no tag (Flagright)', () => {
    expect(findInternship(result, 'amazon-3088741')).toMatchObject({
      title: 'Amazon Robotics - 2026 Supply Chain Intern - Co - op, Robotics Supply Chain',
      field: 'Supply Chain',
      tags: ['stem', 'supply-chain'],
    });
    expect(findInternship(result, 'flagright-987779ef-3c25-4288-b559-7f8a99d2b578')).toMatchObject({
      field: 'Other',
      tags: [],
    });
  });
});
