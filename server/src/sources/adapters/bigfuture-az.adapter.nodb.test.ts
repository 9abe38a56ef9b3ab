import { describe, expect, it } from 'vitest';
import { bigFutureAzAdapter } from './bigfuture-az.adapter';
import { countSkipped, findScholarship, readSeedFile } from './testing/read-seed';

const result = bigFutureAzAdapter.parse(
  readSeedFile('data/seed/scholarships/az-bigfuture-scholarships.json'),
  {
    now: new Date('2025-09-01T00:00:00Z'),
  },
);
const rows = result.opportunities;

describe('bigfuture-az adapter on the 2025-26 snapshot', () => {
  it('maps all 33 records, none of which carries an id', () => {
    expect(rows).toHaveLength(33);
    expect(countSkipped(result)).toEqual({});
    expect(rows.every((row) => row.sourceId === null)).toBe(true);
  });

  it('reads every deadline in both formats, GPAs and the misspelled location column', () => {
    expect(rows.filter((row) => row.deadline !== null)).toHaveLength(33);
    expect(rows.filter((row) => row.minGPA !== null)).toHaveLength(19);
    expect(rows.filter((row) => row.requiredStates[0] === 'Arizona')).toHaveLength(32);
    expect(rows.filter((row) => row.type === 'scholarship' && row.essayRequired)).toHaveLength(4);
  });

  it('maps the Charles N. Fisher Memorial Scholarship field by field', () => {
    expect(findScholarship(result, null, 'Charles N. Fisher Memorial Scholarship')).toMatchObject({
      url: 'https://bigfuture.collegeboard.org/scholarships/charles-n-fisher-memorial-scholarship',
      dueDate: '1/13/26',
      deadline: '2026-01-13',
      minGPA: 2.5,
      location: 'Arizona',
      requiredStates: ['Arizona'],
      requiredCountries: ['United States'],
      needBased: true,
      essayRequired: true,
      awardAmount: null,
      eligibility: 'Location: Arizona, Minimum GPA: 2.5, Demonstrated financial need',
      tags: ['stem', 'need-based'],
    });
  });

  it('parses the one stated amount and the long-form date (The DREAM.US)', () => {
    expect(findScholarship(result, null, 'The DREAM.US')).toMatchObject({
      awardAmount: 'tuition and fees at one of our Partner Colleges up to a maximum of $33,000',
      awardAmountUsd: 33000,
      dueDate: 'February 28, 2026',
      deadline: '2026-02-28',
      requiredEducationLevel: 'Undergraduate',
      location: null,
      residencyRequirement: 'undocumented and came to the United States before November 1, 2019',
    });
  });

  it('derives women and minority tags from who the About text says may apply', () => {
    const titled = (title: string) => findScholarship(result, null, title).tags;
    expect(titled('Phoenix Metropolitan Chapter WTS Molitoris Leadership Undergraduate Scholarship')).toEqual(
      ['women'],
    );
    expect(titled('Hopi Tribe Adult Vocational Training Scholarship')).toEqual(['minority']);
  });

  it('maps "Highschool" to High School and a STEM subject to a major and tag', () => {
    expect(findScholarship(result, null, 'Alpha Omicron #2520 Arizona Scholarship')).toMatchObject({
      requiredEducationLevel: 'High School',
      requiredMajors: ['STEM'],
      tags: ['stem'],
    });
  });

  it('repairs the upstream Mac Roman punctuation (The Flinn Scholarship)', () => {
    const about = findScholarship(result, null, 'The Flinn Scholarship').description;
    expect(about).toContain('Arizona’s three state universities');
    expect(about).not.toContain('‚Äô');
  });
});
