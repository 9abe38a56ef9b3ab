import { describe, expect, it } from 'vitest';
import { underclassmenAdapter } from './underclassmen.adapter';
import { countSkipped, findInternship, findScholarship, readSeedFile } from './testing/read-seed';

const result = underclassmenAdapter.parse(
  readSeedFile('data/seed/internships/underclassmen-opportunities.json'),
  {
    now: new Date('2026-07-01T00:00:00Z'),
  },
);
const rows = result.opportunities;

describe('underclassmen adapter on the 2026 snapshot', () => {
  it('maps 29 scholarships and 68 internship-like rows, skipping the 15 events', () => {
    expect(rows.filter((row) => row.type === 'scholarship')).toHaveLength(29);
    expect(rows.filter((row) => row.type === 'internship')).toHaveLength(68);
    // Career fairs, networking and recruiting events, conferences, summits and a hackathon.
    expect(countSkipped(result)).toEqual({ 'an event, not an internship or program': 15 });
    expect(rows.some((row) => row.title === 'Women in Tech Career Fair')).toBe(false);
  });

  it('counts closed rows, US dollar amounts and dated deadlines exactly', () => {
    expect(rows.filter((row) => row.closed)).toHaveLength(82);
    expect(rows.filter((row) => row.type === 'scholarship' && row.awardAmountUsd !== null)).toHaveLength(12);
    expect(rows.filter((row) => row.dueDate !== null)).toHaveLength(18);
    expect(rows.filter((row) => row.deadline !== null)).toHaveLength(4);
  });

  it('maps an open scholarship with an amount range and a dated deadline (MPOWER)', () => {
    expect(findScholarship(result, '227143f9-5c61-497b-aece-f24e15ac04c7')).toMatchObject({
      title: 'MPOWER Global Citizen Scholarship',
      kind: 'scholarship',
      provider: 'MPOWER Financing',
      awardAmount: '$1,000 - $8,000',
      awardAmountUsd: 1000,
      dueDate: 'Aug 31, 2026',
      deadline: '2026-08-31',
      url: 'https://www.mpowerfinancing.com/scholarships',
      location: 'United States',
      eligibility: 'Freshman (1st year), Sophomore (2nd year)',
      requiredEducationLevel: 'Undergraduate',
      closed: false,
      tags: [],
    });
  });

  it('keeps free-text deadlines and amounts as written without inventing dates', () => {
    expect(findScholarship(result, 'a8c3c9e7-21f4-4d22-8b1b-df41329328df')).toMatchObject({
      title: 'Dream Award',
      awardAmount: 'Up to $10,000/yr',
      awardAmountUsd: 10000,
      dueDate: 'Closed',
      deadline: null,
      closed: true,
    });
    expect(findScholarship(result, 'e19b3271-2255-4d10-a4ff-9d1d3d44d11e')).toMatchObject({
      dueDate: 'Closed (Feb 26)',
      deadline: null,
      firstGeneration: true,
      tags: ['first-gen'],
    });
    expect(findScholarship(result, '34a7b66a-3532-4e5b-963b-b77149fa30e0')).toMatchObject({
      awardAmount: 'Varies',
      awardAmountUsd: null,
      tags: ['women', 'stem'],
    });
  });

  it('closes every scholarship whose deadline says "Closed", and only those of the 5 marked active stay open', () => {
    const scholarships = rows.filter((row) => row.type === 'scholarship');
    const saysClosed = scholarships.filter((row) => row.dueDate?.startsWith('Closed'));
    expect(saysClosed).toHaveLength(10);
    expect(saysClosed.every((row) => row.closed && row.deadline === null)).toBe(true);
    expect(scholarships.filter((row) => !row.closed).map((row) => row.dueDate)).toEqual([
      'Aug 31, 2026',
      'Rolling',
      null,
      null,
      null,
    ]);
  });

  it('closes a listing on "Closed" even when its active flag was not updated', () => {
    const records = JSON.parse(readSeedFile('data/seed/internships/underclassmen-opportunities.json')) as {
      id: string;
      active: boolean;
    }[];
    const dreamAward = records.find((record) => record.id === 'a8c3c9e7-21f4-4d22-8b1b-df41329328df')!;
    const [row] = underclassmenAdapter.parse(JSON.stringify([{ ...dreamAward, active: true }])).opportunities;
    expect(row).toMatchObject({ dueDate: 'Closed', awardAmount: 'Up to $10,000/yr', closed: true });
  });

  it('tags identity programs named by title or sponsor', () => {
    expect(findScholarship(result, 'd47e77df-e88a-496c-8fb0-886c38d0032c').tags).toEqual(['minority']);
    expect(findInternship(result, 'ff66f8fc-57ca-4eb7-9627-4f5d438c3424').tags).toEqual([
      'women',
      'program',
      'summer',
    ]);
  });

  it('maps a research fellowship with its fields as majors (Caltech SURF)', () => {
    expect(findInternship(result, '93b3f0ec-2731-43d4-8999-df0be22753a8')).toMatchObject({
      company: 'Caltech',
      field: 'Computer Science, Engineering, STEM',
      requiredMajors: ['Computer Science', 'Engineering', 'STEM'],
      classlevelRequirement: 'Freshman (1st year), Sophomore (2nd year)',
      requiredEducationLevel: 'Undergraduate',
      season: 'Summer',
      tags: ['stem', 'research', 'fellowship', 'summer'],
    });
  });

  it('reads a target year given as one string and maps rising freshmen to High School (Jane Street WiSE)', () => {
    expect(findInternship(result, 'd77fdcd0-570d-4ea8-8d2c-7a75d154bd00')).toMatchObject({
      classlevelRequirement: 'Class of 2030 (Rising Freshmen)',
      requiredEducationLevel: 'High School',
      sponsorship: 'Travel + Stipend Covered',
      closed: false,
      tags: ['women', 'stem', 'program', 'summer'],
    });
  });

  it('marks a stated paid internship paid and detects remote and hybrid (HABA)', () => {
    expect(findInternship(result, '10fe9201-5e3a-4ae5-882c-bfb7ec5a9a2f')).toMatchObject({
      isPaid: true,
      isRemote: true,
      isHybrid: true,
      location: 'Remote; Hybrid',
      tags: ['minority', 'remote', 'summer'],
    });
  });

  it('maps mixed high-school and college years to Any', () => {
    expect(findScholarship(result, 'ac47b93d-44f7-43ba-88c5-849a25771231').requiredEducationLevel).toBe(
      'Any',
    );
  });
});
