import { describe, expect, it } from 'vitest';
import type { NormalizedInternship } from '../types';
import { zshah101Adapter } from './zshah101.adapter';
import { countSkipped, findInternship, readSeedFile } from './testing/read-seed';

const result = zshah101Adapter.parse(readSeedFile('data/seed/internships/zshah101-automated/jobs.json'));
const rows = result.opportunities as NormalizedInternship[];
const count = (test: (row: NormalizedInternship) => boolean) => rows.filter(test).length;

describe('zshah101 adapter on the automated list of 2026-08-22', () => {
  it('maps all 497 jobs of the object keyed by id', () => {
    expect(rows).toHaveLength(497);
    expect(countSkipped(result)).toEqual({});
  });

  it('counts closed, paid, remote jobs and sponsorship statements exactly', () => {
    expect(count((row) => row.closed)).toBe(247);
    expect(count((row) => row.isPaid === true)).toBe(115);
    expect(count((row) => row.isRemote)).toBe(19);
    expect(count((row) => row.sponsorship === 'Citizenship Required')).toBe(53);
    expect(count((row) => row.sponsorship === null)).toBe(409);
    expect(count((row) => row.requiredSkills.length > 0)).toBe(355);
  });

  it('takes the latest of several seasons and leaves "Not stated" without one', () => {
    const seasons: Record<string, number> = {};
    for (const row of rows) seasons[String(row.season)] = (seasons[String(row.season)] ?? 0) + 1;
    expect(seasons).toEqual({
      'Summer 2027': 166,
      'Fall 2026': 134,
      null: 181,
      'Winter 2027': 11,
      'Summer 2026': 4,
      'Spring 2027': 1,
    });
  });

  it('maps a closed Amazon job field by field, leaving unknown pay null', () => {
    expect(findInternship(result, 'amazon:amazon:10375983')).toMatchObject({
      title: 'Software Dev Engineer Intern, 2026 Beijing',
      company: 'Amazon',
      field: 'Software',
      location: 'Beijing, CHN',
      url: 'https://www.amazon.jobs/en/jobs/10375983/software-dev-engineer-intern-2026-beijing',
      season: 'Fall 2026',
      isPaid: null,
      salaryRange: null,
      sponsorship: null,
      requiredSkills: [],
      lastVerifiedAt: '2026-06-30T19:49:56.000Z',
      closed: true,
      tags: ['stem', 'fall-2026'],
    });
  });

  it('keeps an open job with two seasons, its salary as written and its skills (Deepgram)', () => {
    expect(findInternship(result, 'ashby:deepgram:dc8693b5-72ce-4ca3-ab15-9c8434d35da1')).toMatchObject({
      title: 'Software Engineering- Internship (Fall 2026/Summer 2027)',
      location: 'USA | Remote',
      isRemote: true,
      season: 'Summer 2027',
      salaryRange: '$55 – $65 per hour',
      isPaid: true,
      requiredSkills: ['LLMs'],
      lastVerifiedAt: '2026-08-22T20:49:15.000Z',
      closed: false,
      tags: ['stem', 'remote', 'summer-2027', 'fall-2026'],
    });
  });

  it('reads the latest of seasons[] although `season` names the earlier one (Wabtec co-op)', () => {
    expect(findInternship(result, 'smartrecruiters:Wabtec:3743990014629016')).toMatchObject({
      title: 'Firmware Engineering Co-Op',
      season: 'Summer 2027',
      salaryRange: '$25–$28/hr',
      requiredSkills: ['Python', 'Java', 'C++', 'Bash', 'Linux', 'Git'],
      closed: true,
      tags: ['stem', 'winter-2027', 'summer-2027'],
    });
  });

  it('gives an open "Not stated" job no season (Ambrook)', () => {
    expect(findInternship(result, 'ashby:ambrook:e458b046-aa7f-4022-bca5-63cdfd495456')).toMatchObject({
      title: 'Software Engineering Intern',
      season: null,
      salaryRange: '$2K per week • + housing stipend.',
      isPaid: true,
      closed: false,
      tags: ['stem'],
    });
  });

  it('treats a job with closed_at as closed (Point72, Hermeus)', () => {
    expect(findInternship(result, 'greenhouse:point72:7297613002')).toMatchObject({
      season: 'Summer 2027',
      closed: true,
    });
    expect(findInternship(result, 'lever:hermeus:10d69ef6-a754-42ab-833c-76adf01367bf')).toMatchObject({
      salaryRange: '25–33 USD/hr',
      sponsorship: 'Citizenship Required',
      closed: true,
    });
  });

  it('refuses an array where the object keyed by id is expected', () => {
    expect(() => zshah101Adapter.parse('[]')).toThrow('zshah101: expected a JSON object keyed by job id');
  });
});
