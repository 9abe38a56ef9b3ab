import { describe, expect, it } from 'vitest';
import type { NormalizedInternship } from '../types';
import { wonofakindAdapter } from './wonofakind.adapter';
import { countSkipped, findInternship, readSeedFile } from './testing/read-seed';

const result = wonofakindAdapter.parse(readSeedFile('data/seed/internships/wonofakind-roles-2027.json'));
const rows = result.opportunities as NormalizedInternship[];
const count = (test: (row: NormalizedInternship) => boolean) => rows.filter(test).length;

describe('wonofakind adapter on the roles of 2026-08-22', () => {
  it('maps the 683 internships and skips the 499 new-grad jobs with the reason', () => {
    expect(rows).toHaveLength(683);
    expect(countSkipped(result)).toEqual({ 'New-grad job, not an internship': 499 });
    expect(result.skipped[0]).toEqual({
      sourceId: '6858f30d90b8af11a093261d',
      reason: 'New-grad job, not an internship',
    });
  });

  it('counts pay, close dates and seasons named in titles exactly; nothing is closed', () => {
    expect(count((row) => row.isPaid === true)).toBe(280);
    expect(count((row) => row.deadline !== null)).toBe(85);
    expect(count((row) => row.deadline !== null && row.deadline >= '2026-11-24')).toBe(36);
    expect(count((row) => row.season === 'Summer 2027')).toBe(215);
    expect(count((row) => row.season !== null)).toBe(276);
    expect(count((row) => row.closed)).toBe(0);
  });

  it('maps a Brunswick internship field by field', () => {
    expect(findInternship(result, '9d5061b4ad87cedc206ec075')).toEqual(
      expect.objectContaining({
        title: 'Software Engineering Intern',
        company: 'Brunswick',
        field: 'Software Engineering',
        location: 'Tulsa, OK',
        url: 'https://brunswick.wd1.myworkdayjobs.com/search/job/Tulsa-OK/Software-Engineering-Intern_JR-051321',
        salaryRange: '$18.00-$27.00 per hour',
        isPaid: true,
        season: null,
        deadline: null,
        lastVerifiedAt: '2026-08-21T00:00:00.000Z',
        closed: false,
        tags: ['stem', 'software-engineering'],
      }),
    );
  });

  it('takes the season from the title and the close date as the deadline; "$0 - $0" is no pay (SIG)', () => {
    expect(findInternship(result, 'b81f711800615e29609d5de3')).toMatchObject({
      title: 'Quantitative Strategy Developer Intern (Summer 2027, June start)',
      season: 'Summer 2027',
      dueDate: '2027-08-12',
      deadline: '2027-08-12',
      salaryRange: null,
      isPaid: null,
      tags: ['stem', 'summer-2027', 'software-engineering'],
    });
  });

  it('keeps a monthly stipend as written (LLNL)', () => {
    expect(findInternship(result, 'cc782d0c43523c50b8371a04')).toMatchObject({
      title: 'National Security Engineering Division (NSED) Graduate Intern - Summer 2027',
      salaryRange: '$6,752 - $8,201/month',
      isPaid: true,
      season: 'Summer 2027',
    });
  });

  it('refuses a document that is not an array of roles', () => {
    expect(() => wonofakindAdapter.parse('{}')).toThrow('wonofakind: expected a JSON array of roles');
  });
});
