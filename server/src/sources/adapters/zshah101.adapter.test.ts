import { describe, expect, it } from 'vitest';
import { zshah101Adapter } from './zshah101.adapter';
import { countSkipped, findInternship, readSeedFile } from './testing/read-seed';

const result = zshah101Adapter.parse(readSeedFile('data/seed/internships/zshah101-jobs-2026.json'));
const rows = result.opportunities;

describe('zshah101 adapter on the July 2026 snapshot', () => {
  it('maps all 112 jobs of the object keyed by id', () => {
    expect(rows).toHaveLength(112);
    expect(countSkipped(result)).toEqual({});
  });

  it('counts closed, paid and remote jobs and sponsorship statements exactly', () => {
    expect(rows.filter((row) => row.closed)).toHaveLength(64);
    expect(rows.filter((row) => row.type === 'internship' && row.isPaid === true)).toHaveLength(6);
    expect(rows.filter((row) => row.isRemote)).toHaveLength(4);
    const sponsorship = rows.map((row) => (row.type === 'internship' ? row.sponsorship : undefined));
    expect(sponsorship.filter((value) => value === 'Citizenship Required')).toHaveLength(13);
    expect(sponsorship.filter((value) => value === null)).toHaveLength(95);
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
      lastVerifiedAt: '2026-06-30T19:49:56.000Z',
      closed: true,
      tags: ['stem', 'fall-2026'],
    });
  });

  it('keeps a stated salary as written and marks the job paid (Hermeus)', () => {
    expect(findInternship(result, 'lever:hermeus:10d69ef6-a754-42ab-833c-76adf01367bf')).toMatchObject({
      salaryRange: '25–33 USD / per hour wage',
      isPaid: true,
      sponsorship: 'Citizenship Required',
      closed: false,
    });
  });

  it('treats a job with closed_at as closed (Point72) and a remote location as remote (1Password)', () => {
    expect(findInternship(result, 'greenhouse:point72:7297613002').closed).toBe(true);
    expect(findInternship(result, 'ashby:1password:8f8774dc-e400-48b1-8100-c6840b8eaed1')).toMatchObject({
      location: 'Remote (United States | Canada)',
      isRemote: true,
      tags: ['stem', 'remote', 'fall-2026'],
    });
  });

  it('refuses an array where the object keyed by id is expected', () => {
    expect(() => zshah101Adapter.parse('[]')).toThrow('zshah101: expected a JSON object keyed by job id');
  });
});
