import { describe, expect, it } from 'vitest';
import { mastersportalAdapter } from './mastersportal.adapter';
import { countSkipped, findScholarship, readSeedDirectory } from './testing/read-seed';

const folder = readSeedDirectory('data/seed/scholarships/mastersportal', mastersportalAdapter.fileExtensions);
const result = mastersportalAdapter.parse(folder);
const rows = result.opportunities.filter((row) => row.type === 'scholarship');

const LISTINGS_HEADER = ',Beca,Tipo de ayuda,Universidad,Ubicación,Beneficios,Plazo,Enlace';
const DETAILS_HEADER = 'ID,URL,About,OrganisationInformation,Overview,Eligibility,Application';

describe('mastersportal adapter on the 2024 scrape', () => {
  it('reads both CSV files of its folder and maps all 2,474 rows as graduate scholarships', () => {
    expect(Object.keys(folder).sort()).toEqual([
      'mastersportal-scholarship-details.csv',
      'mastersportal-scholarships.csv',
    ]);
    expect(rows).toHaveLength(2474);
    expect(countSkipped(result)).toEqual({});
    expect(rows.every((row) => row.requiredEducationLevel === 'Graduate')).toBe(true);
  });

  it('takes 144 deadlines (2024-09-14 to 2025-10-31) and their texts from the details', () => {
    const dated = rows.map((row) => row.deadline).filter((deadline) => deadline !== null);
    expect(dated).toHaveLength(144);
    expect([dated.sort()[0], dated.at(-1)]).toEqual(['2024-09-14', '2025-10-31']);
    const undated = (text: string) => rows.filter((row) => row.dueDate === text && !row.deadline).length;
    expect([undated('Not specified'), undated('Anytime')]).toEqual([674, 89]);
    expect(rows.filter((row) => row.description !== null)).toHaveLength(907);
    expect(rows.filter((row) => row.eligibility !== null)).toHaveLength(907);
  });

  it('reads the shifted columns by what they hold (ID 9: Application under "Eligibility")', () => {
    expect(findScholarship(result, '9')).toMatchObject({
      title: 'Ealing Trailfinders Rugby Scholarship',
      dueDate: '01 Oct 2024',
      deadline: '2024-10-01',
      eligibility:
        'Their rugby scholarship programme is open for men and women players and they accept appplications from the UK and worldwide.\n' +
        'Disciplines: Any; Locations: United Kingdom; Nationality: 226 nationalities; Study experience required: High school',
    });
    const { description } = findScholarship(result, '9');
    expect(description).toMatch(/^The Ealing Trailfinders Rugby Club and the Trailfinders Rugby Academy/);
    expect(description).toContain('\n\nBenefits: Their scholarship programme offers bursary');
    expect(description).toContain('\n\nHow to apply: The application deadline for the 2024/25 academic year');
    expect(description).toContain('submit an online application via email');
  });

  it('maps ID 10 (SOAS) and ID 11 (Newcastle, "Anytime") from the same shifted columns', () => {
    const soas = findScholarship(result, '10');
    expect(soas).toMatchObject({ dueDate: '08 Mar 2025', deadline: '2025-03-08', awardAmount: '32500 GBP' });
    expect(soas.eligibility).toMatch(/^Any full-time Master’s programme in the College of Humanities/);
    expect(soas.eligibility).toMatch(/Study experience required: Bachelor$/);
    expect(soas.description).toContain(
      'Benefits: Two awards will be made by Allan and Nesta Ferguson, each have a total value of £32,500',
    );
    const newcastle = findScholarship(result, '11');
    expect(newcastle).toMatchObject({ dueDate: 'Anytime', deadline: null });
    expect(newcastle.eligibility).toMatch(
      /^To be eligible to apply for this scholarship, you will need to:\n/,
    );
    expect(newcastle.description).toContain('How to apply: No application is required for this scholarship.');
  });

  it('leaves out page furniture and keeps rows without usable details as they were', () => {
    const texts = rows.flatMap((row) => [row.description ?? '', row.eligibility ?? '']).join('\n');
    for (const furniture of [
      'Prodigy Finance',
      'Duolingo English Test',
      'Applicable programmes',
      'Read 50 reviews',
    ])
      expect(texts).not.toContain(furniture);
    // ID 2460 has "N/A" in the shifted sections; index 0 is not in the details file.
    for (const id of ['2460', '0'])
      expect(findScholarship(result, id)).toMatchObject({
        description: null,
        eligibility: null,
        dueDate: null,
      });
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
  const listings = (...lines: string[]) => ({
    'mastersportal-scholarships.csv': [LISTINGS_HEADER, ...lines].join('\n'),
  });
  const row =
    '7,Paris Award,Merit-based,X University,"Paris, France",Various benefits,Various benefits,https://example.org/a';

  it('skips short rows and rows without a name', () => {
    const folder = listings(
      '7,,Merit-based,X University,"Paris, France",Various benefits,Various benefits,https://example.org/a',
      '8,Short row,Merit-based',
    );
    expect(mastersportalAdapter.parse(folder).skipped).toEqual([
      { sourceId: '7', reason: 'missing title' },
      { sourceId: '8', reason: 'malformed row' },
    ]);
  });

  it('imports the listings alone, and ignores details whose page address differs', () => {
    expect(mastersportalAdapter.parse(listings(row)).opportunities[0]).toMatchObject({ dueDate: null });
    const details = [
      DETAILS_HEADER,
      '7,https://example.org/other,About,"Overview\nDescription\nText",,"Application\nApplication deadline\n01 Oct 2024",Box',
    ];
    const parsed = mastersportalAdapter.parse({
      ...listings(row),
      'mastersportal-scholarship-details.csv': details.join('\n'),
    });
    expect(parsed.opportunities[0]).toMatchObject({ description: null, dueDate: null, deadline: null });
  });

  it('refuses a folder without the listings, a CSV without the expected columns, or one file', () => {
    expect(() => mastersportalAdapter.parse({ 'other.csv': 'a,b' })).toThrow(
      'mastersportal: the folder has no mastersportal-scholarships.csv',
    );
    expect(() =>
      mastersportalAdapter.parse({ 'mastersportal-scholarships.csv': 'name,link\nA,https://example.org' }),
    ).toThrow(
      'mastersportal: missing columns Beca, Tipo de ayuda, Universidad, Ubicación, Beneficios, Enlace, index',
    );
    expect(() => mastersportalAdapter.parse(listings(row)['mastersportal-scholarships.csv'])).toThrow(
      'mastersportal: expected a directory, got one file',
    );
  });
});
