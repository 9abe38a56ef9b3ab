import { describe, expect, it } from 'vitest';
import { atilaAdapter } from './atila.adapter';
import { countSkipped, findScholarship, readSeedFile } from './testing/read-seed';

const result = atilaAdapter.parse(readSeedFile('data/seed/scholarships/atila-scholarships.json'));
const rows = result.opportunities.filter((row) => row.type === 'scholarship');

describe('atila adapter on the Atila fixture', () => {
  it('maps 221 of 222 records and skips the one loan', () => {
    expect(rows).toHaveLength(221);
    expect(countSkipped(result)).toEqual({ 'a loan, not a scholarship': 1 });
    expect(result.skipped[0]?.sourceId).toBe('29');
  });

  it('counts amounts by currency exactly: USD only for US-only records, CAD for Canada', () => {
    const amounts = rows.map((row) => row.awardAmount).filter((amount) => amount !== null);
    expect(amounts).toHaveLength(155);
    expect(amounts.filter((amount) => amount.endsWith(' CAD'))).toHaveLength(123);
    expect(amounts.filter((amount) => amount.endsWith('(currency not stated)'))).toHaveLength(27);
    expect(rows.filter((row) => row.awardAmountUsd !== null).map((row) => row.sourceId)).toEqual([
      '347',
      '349',
      '351',
      '352',
      '353',
    ]);
  });

  it('keeps every (past) deadline and closes only the record marked not available', () => {
    expect(rows.filter((row) => row.deadline !== null)).toHaveLength(221);
    expect(rows.filter((row) => row.closed).map((row) => row.sourceId)).toEqual(['564']);
  });

  it('strips contact e-mail addresses from every description', () => {
    expect(rows.filter((row) => row.description?.includes('[email removed]'))).toHaveLength(14);
    expect(rows.filter((row) => /[\w.+-]+@[\w-]+\.[a-z]{2,}/i.test(row.description ?? ''))).toHaveLength(0);
  });

  it('maps a Canadian award with HTML criteria (Colin M. Bain, pk 1)', () => {
    const row = findScholarship(result, '1');
    expect(row).toMatchObject({
      title: 'COLIN M. BAIN HALTON SOCIAL SCIENCE SCHOLARSHIP',
      awardAmount: '4,000 CAD',
      awardAmountUsd: null,
      dueDate: '2018-05-19',
      deadline: '2018-05-19',
      url: 'http://www.haltonlearningfoundation.ca/scholarships-for-students/colin-m-bain-halton-social-science-scholarship/',
      location: 'Milton, Ontario, Canada; Oakville, Ontario, Canada; Burlington, Ontario, Canada',
      requiredStates: ['Ontario'],
      requiredCountries: ['Canada'],
      requiredEducationLevel: 'Undergraduate',
      requiredMajors: ['Arts (Undergrad)'],
      eligibility: 'Education level: University, Transcript required, 2 reference letters',
      transcriptRequired: true,
      lettersOfRecRequired: 2,
      essayRequired: false,
      lastVerifiedAt: '2020-05-31T23:07:53.739Z',
      closed: false,
      tags: ['renewable'],
    });
    expect(row.description).toContain('strong, honest, hardworking & reliable');
    expect(row.description).not.toContain('<p>');
  });

  it('maps a US-only award in US dollars (Achieve Atlanta, pk 351)', () => {
    expect(findScholarship(result, '351')).toMatchObject({
      title: 'ACHIEVE ATLANTA SCHOLARSHIP',
      awardAmount: '$5,000',
      awardAmountUsd: 5000,
      location: 'Atlanta, Georgia, United States',
      requiredStates: ['Georgia'],
      requiredCountries: ['United States'],
    });
  });

  it('maps female-only and ethnicity fields to requirements and tags (BBPA, pk 537)', () => {
    expect(findScholarship(result, '537')).toMatchObject({
      genderRequirement: 'Female',
      ethnicityRequirement: 'Black/African-American',
      tags: ['women', 'minority', 'international'],
    });
  });

  it('tags STEM when every listed field is STEM (McKinsey Women in STEM, pk 657)', () => {
    expect(findScholarship(result, '657')).toMatchObject({
      requiredMajors: ['STEM (Undergrad)', 'STEM (Grad School)'],
      awardAmount: '1,500 CAD',
      tags: ['women', 'stem'],
    });
  });

  it('does not claim a currency for records open to several countries (CN, pk 420)', () => {
    expect(findScholarship(result, '420')).toMatchObject({
      provider: 'CN',
      awardAmount: '3,000 (currency not stated)',
      awardAmountUsd: null,
      requiredCountries: ['Canada', 'United States'],
      tags: ['minority'],
    });
  });

  it('drops a summary that only excerpts the criteria and flags the essay (JCCF, pk 564)', () => {
    const row = findScholarship(result, '564');
    expect(row.description?.startsWith('JCCF 2017 Essay Contest Winners\n\nEach year')).toBe(true);
    expect(row).toMatchObject({ essayRequired: true, closed: true, awardAmount: null });
  });

  it('counts identity and requirement tags exactly', () => {
    const tagged = (tag: string) => rows.filter((row) => row.tags.includes(tag)).length;
    expect(['women', 'minority', 'stem', 'need-based', 'international', 'no-essay'].map(tagged)).toEqual([
      20, 14, 45, 8, 6, 1,
    ]);
  });
});

describe('atila adapter on damaged input', () => {
  it('skips records of another model, without a name, or of the wrong shape', () => {
    const raw = JSON.stringify([
      { model: 'dante.user', pk: 1, fields: {} },
      { model: 'dante.scholarship', pk: 2, fields: { name: '' } },
      { model: 'dante.scholarship', pk: 3 },
    ]);
    expect(atilaAdapter.parse(raw).skipped).toEqual([
      { sourceId: '1', reason: 'not a scholarship record' },
      { sourceId: '2', reason: 'missing title' },
      { sourceId: null, reason: 'malformed record' },
    ]);
  });
});
