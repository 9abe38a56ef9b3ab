import { describe, expect, it } from 'vitest';
import type { NormalizedInternship } from '../types';
import { EMAIL_PLACEHOLDER } from '../normalize/text';
import { ulysseChaAdapter } from './ulyssecha.adapter';
import { countSkipped, findInternship, readSeedFile } from './testing/read-seed';

const result = ulysseChaAdapter.parse(readSeedFile('data/seed/internships/ulyssecha-offers-2027.json'));
const rows = result.opportunities as NormalizedInternship[];
const count = (test: (row: NormalizedInternship) => boolean) => rows.filter(test).length;
const GENERATED_AT = '2026-08-22T18:42:28.249Z';

describe('ulyssecha adapter on the offers of 2026-08-22', () => {
  it('maps the 1,153 distinct internships; skips other kinds and postings listed twice', () => {
    expect(rows).toHaveLength(1153);
    expect(countSkipped(result)).toEqual({
      'Graduate job, not an internship': 279,
      'Early-career job, not an internship': 134,
      'same posting listed twice': 70,
    });
    expect(result.skipped).toContainEqual({
      sourceId: 'wd-autodesk-26WD100616',
      reason: 'same posting listed twice',
    });
  });

  it('builds seasons from season + cycle and dates every offer to the list it was generated in', () => {
    expect(count((row) => row.season === 'Summer 2027')).toBe(733);
    expect(count((row) => row.season === 'Summer 2026')).toBe(164);
    expect(count((row) => row.season === null)).toBe(191);
    expect(count((row) => row.lastVerifiedAt === GENERATED_AT)).toBe(1153);
    expect(count((row) => row.closed)).toBe(0);
    expect(count((row) => row.isRemote)).toBe(14);
  });

  it('maps a Samsara offer field by field, its HTML excerpt as text marked as cut', () => {
    expect(findInternship(result, 'gh-samsara-8099799')).toMatchObject({
      title: 'Account Development Representative Intern - Phoenix',
      company: 'Samsara',
      field: 'Engineering',
      location: 'Phoenix, Arizona, United States',
      url: 'https://www.samsara.com/company/careers/roles/8099799?gh_jid=8099799',
      description:
        'Who we are\n\nSamsara (NYSE: IOT) is the pioneer of the Connected Operations™ Cloud, which is a platform that enables organization…',
      season: 'Summer 2027',
      lastVerifiedAt: GENERATED_AT,
      closed: false,
      tags: ['stem', 'summer-2027', 'tech', 'engineering'],
    });
  });

  it('removes the recruiting e-mail address from an excerpt (Point72)', () => {
    const row = findInternship(result, 'gh-point72-7297642002');
    expect(row.description?.startsWith(`Please send CVs to ${EMAIL_PLACEHOLDER} with`)).toBe(true);
    expect(row.description).not.toContain('@');
    expect(row.tags).toEqual(['stem', 'summer-2027', 'finance', 'quant']);
  });

  it('keeps the source season when the title names a graduation date (Visa)', () => {
    expect(findInternship(result, 'wd-visa-REF086803W')).toMatchObject({
      title: 'Marketing Services Intern - Students Graduating Summer 2028 or December 2027',
      season: 'Summer 2027',
      field: 'Business',
    });
  });

  it('leaves an offer without a cycle without a season (Palantir)', () => {
    expect(findInternship(result, 'lv-palantir-395a4483-fc3d-4b77-a500-501923fd0976')).toMatchObject({
      season: null,
      tags: ['stem', 'tech', 'engineering'],
    });
  });

  it('reads the list\'s "Non précisé" (not stated) as no place, not as a place named so', () => {
    expect(count((row) => /pr[eé]cis/i.test(row.location ?? ''))).toBe(0);
    expect(findInternship(result, 'wd-nationwide-Ohio - Columbus, One Nationwide Plaza')).toMatchObject({
      title: 'Summer 2027 State Product Analyst Intern - Personal Lines',
      location: null,
    });
    expect(count((row) => row.location === null)).toBe(59);
  });

  it('refuses a document without offers', () => {
    expect(() => ulysseChaAdapter.parse('[]')).toThrow('ulyssecha: expected an object with offers[]');
  });
});
