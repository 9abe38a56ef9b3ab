import { describe, expect, it } from 'vitest';
import { mastersportalAdapter } from './mastersportal.adapter';
import { countSkipped, findScholarship, readSeedFile } from './testing/read-seed';

const result = mastersportalAdapter.parse(
  readSeedFile('data/seed/scholarships/mastersportal-scholarships.csv'),
);
const rows = result.opportunities.filter((row) => row.type === 'scholarship');

describe('mastersportal adapter on the 2024 scrape', () => {
  it('maps all 2,474 rows as graduate scholarships without deadlines', () => {
    expect(rows).toHaveLength(2474);
    expect(countSkipped(result)).toEqual({});
    expect(rows.every((row) => row.requiredEducationLevel === 'Graduate' && row.deadline === null)).toBe(
      true,
    );
  });

  it('parses US dollars only for the 219 USD amounts', () => {
    expect(rows.filter((row) => row.awardAmountUsd !== null)).toHaveLength(219);
    expect(rows.filter((row) => row.awardAmount === 'Various benefits')).toHaveLength(1233);
  });

  it('counts locations, aid types and kinds exactly', () => {
    expect(rows.filter((row) => row.location === null)).toHaveLength(181);
    expect(rows.filter((row) => row.requiredCountries[0] === 'United States')).toHaveLength(312);
    expect(rows.filter((row) => row.meritBased)).toHaveLength(1814);
    expect(rows.filter((row) => row.needBased)).toHaveLength(102);
    expect(rows.filter((row) => row.kind === 'grant')).toHaveLength(46);
    expect(rows.filter((row) => row.kind === 'fellowship')).toHaveLength(8);
  });

  it('maps the first row field by field (Temple University, index 0)', () => {
    expect(findScholarship(result, '0')).toMatchObject({
      title: 'Merit Scholarships',
      kind: 'scholarship',
      provider: 'Temple University',
      awardAmount: '2000 USD',
      awardAmountUsd: 2000,
      url: 'https://www.mastersportal.com/scholarships/1711/merit-scholarships.html',
      location: 'Philadelphia, United States',
      requiredCountries: ['United States'],
      meritBased: true,
      needBased: false,
      dueDate: null,
      tags: ['merit-based'],
    });
  });

  it('keeps other currencies as text with no USD value (Monash, index 1)', () => {
    expect(findScholarship(result, '1')).toMatchObject({ awardAmount: '565 AUD', awardAmountUsd: null });
  });

  it('tags CSU campuses from the university name, not a bare "UC" (index 430, 1583)', () => {
    expect(findScholarship(result, '430')).toMatchObject({
      provider: 'California State University Northridge',
      awardAmountUsd: 17000,
      tags: ['CSU Northridge'],
    });
    expect(findScholarship(result, '1583').tags).toEqual(['merit-based']);
    const campus = (tag: string) => rows.filter((row) => row.tags.includes(tag)).length;
    expect(['CSU Fullerton', 'CSU Northridge', 'CSU East Bay', 'CSU Los Angeles'].map(campus)).toEqual([
      30, 19, 5, 1,
    ]);
  });
});

describe('mastersportal adapter on damaged input', () => {
  it('skips short rows and rows without a name', () => {
    const csv = [
      ',Beca,Tipo de ayuda,Universidad,Ubicación,Beneficios,Plazo,Enlace',
      '7,,Merit-based,X University,"Paris, France",Various benefits,Various benefits,https://example.org/a',
      '8,Short row,Merit-based',
    ].join('\n');
    expect(mastersportalAdapter.parse(csv).skipped).toEqual([
      { sourceId: '7', reason: 'missing title' },
      { sourceId: '8', reason: 'malformed row' },
    ]);
  });

  it('refuses a CSV without the expected columns', () => {
    expect(() => mastersportalAdapter.parse('name,link\nA,https://example.org')).toThrow(
      'mastersportal: missing columns Beca, Tipo de ayuda, Universidad, Ubicación, Beneficios, Enlace, index',
    );
  });
});
