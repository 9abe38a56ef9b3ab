import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { indiaScholarshipsAdapter } from './india-scholarships.adapter';
import { countSkipped, findScholarship, readSeedFile } from './testing/read-seed';

const csv = readSeedFile('data/seed/scholarships/india-scholarships-wp-export.csv');
const result = indiaScholarshipsAdapter.parse(csv, { now: new Date('2026-11-24T12:00:00Z') });
const rows = result.opportunities.filter((row) => row.type === 'scholarship');
const source = parse(csv, { bom: true, columns: true }) as Record<string, string>[];

/** Every text the adapter put anywhere in a row. */
const textsOf = (row: object): string[] =>
  Object.values(row).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [],
  );

describe('india-scholarships adapter on the July 2026 export', () => {
  it('maps all 478 rows with their award as the text states it, never converted to dollars', () => {
    expect(rows).toHaveLength(478);
    expect(countSkipped(result)).toEqual({});
    expect(rows.every((row) => row.awardAmountUsd === null)).toBe(true);
    const awards = rows.map((row) => row.awardAmount ?? '');
    const count = (pattern: RegExp) => awards.filter((award) => pattern.test(award)).length;
    // The rupee column, "per year" only where the listing's words say the award recurs.
    expect(count(/^₹[\d,]+ per year$/)).toBe(212);
    expect(count(/^₹[\d,]+ one-time$/)).toBe(13);
    expect(count(/^₹[\d,]+$/)).toBe(31);
    // A monthly rupee figure the column multiplied out, and the 113 awards in another currency.
    expect(count(/^(?:Up to )?₹[\d,]+(?:–₹[\d,]+)? per month$/)).toBe(53);
    expect(count(/^(?:Up to )?[\d,.]+(?:–[\d,.]+)? [A-Z]{3}(?: per \w+)?$/)).toBe(113);
    expect(count(/^(?:Loan|Part loan|Bond) of /)).toBe(8);
    // "A one-time settling-in allowance upon arrival" is a part of the award, not the award.
    expect(findScholarship(result, 'rhodes-scholarship-india').awardAmount).toBe('20,400 GBP per year');
    expect(rows.every((row) => row.lastVerifiedAt === '2026-07-27T00:00:00.000Z')).toBe(true);
  });

  it('says what is a loan or a bond, and a year only where the text says the award recurs', () => {
    // "Subsidized education loan up to ₹4 Lakhs", renewed "each year": still a loan, not a yearly award.
    const loan = findScholarship(result, 'bihar-student-credit-card-education-support-scheme');
    expect(loan.awardAmount).toBe('Loan of ₹4,00,000');
    // "Maturity savings bond of ₹1,00,000 paid upon reaching 18 years".
    expect(findScholarship(result, 'noni-suraksha-yojana-cg').awardAmount).toBe('Bond of ₹1,00,000');
    // "50% grant and 50% loan", in the dollars its text states.
    expect(
      findScholarship(result, 'aga-khan-foundation-international-scholarship-programme').awardAmount,
    ).toBe('Part loan of 45,000 USD');
    // The column is "amount_annual", but nothing in this listing says the money comes every year.
    expect(findScholarship(result, 'tata-capital-pankh-scholarship').awardAmount).toBe('₹1,00,000');
    // "₹3,000/mo (Girls)": the column's 36,000 is that figure times twelve.
    expect(findScholarship(result, 'pm-scholarship-scheme-railways').awardAmount).toBe('₹3,000 per month');
  });

  it("shows an award abroad in the currency its own text names, not the export's rupees", () => {
    // "annual maintenance allowance (~£21,600/year)"; the column's ₹40,00,000 is the export's conversion.
    expect(findScholarship(result, 'gates-cambridge-scholarship').awardAmount).toBe('21,600 GBP per year');
    // "US $70,000 per year * 83 INR/USD = 5,810,000 INR annually": the figure the column converted.
    expect(findScholarship(result, 'joint-japan-world-bank-graduate-scholarships').awardAmount).toBe(
      '70,000 USD per year',
    );
  });

  it('dates the 354 ISO deadlines, 130 of them from 2026-11-24 on, and keeps the rest as text', () => {
    expect(rows.filter((row) => row.deadline !== null)).toHaveLength(354);
    expect(rows.filter((row) => row.deadline !== null && row.deadline >= '2026-11-24')).toHaveLength(130);
    expect(rows.filter((row) => row.dueDate === null)).toHaveLength(118);
    const undated = rows.filter((row) => row.dueDate !== null && row.deadline === null);
    expect(undated.map((row) => row.dueDate).sort()).toEqual([
      '30-May-2025',
      'Not specified',
      'Not specified',
      'Not specified',
      'Open Year-Round',
      'Rolling',
    ]);
    expect(findScholarship(result, 'nabanna-scholarship-west-bengal')).toMatchObject({
      dueDate: 'Rolling',
      deadline: null,
    });
  });

  it('maps the LIC Golden Jubilee Scholarship field by field', () => {
    expect(findScholarship(result, 'lic-golden-jubilee-scholarship')).toMatchObject({
      title: 'LIC Golden Jubilee Scholarship',
      kind: 'scholarship',
      provider: 'LIC Golden Jubilee Foundation',
      awardAmount: '₹40,000 per year',
      awardAmountUsd: null,
      dueDate: '2026-12-15',
      deadline: '2026-12-15',
      url: 'https://licindia.in/',
      location: 'India',
      requiredCountries: ['India'],
      requiredEducationLevel: 'Undergraduate',
      eligibility:
        'Level: Undergraduate / Diploma / ITI, Family income up to ₹4.5 lakh a year, Minimum marks 60%',
      needBased: true,
      meritBased: false,
      closed: false,
      tags: ['need-based', 'private', 'corporate', 'foundation', 'lic', 'graduation'],
    });
    expect(findScholarship(result, 'lic-golden-jubilee-scholarship').description).toMatch(
      /^• Medicine courses: ₹40,000 per annum\.\n• Engineering courses: ₹30,000 per annum\./,
    );
  });

  it('places state schemes in their state and tags schemes reserved for Scheduled Tribes', () => {
    expect(findScholarship(result, 'shahid-madho-singh-haath-kharcha-yojana-odisha')).toMatchObject({
      location: 'Odisha, India',
      awardAmount: '₹5,000 one-time',
      requiredEducationLevel: 'High School',
      eligibility:
        'Level: School (9-10) / School (11-12), Categories: ST, Family income up to ₹2.5 lakh a year',
      ethnicityRequirement: 'ST',
      tags: ['minority', 'need-based', 'government'],
    });
  });

  it('gives study-abroad awards no Indian location and their own kind (Fulbright-Nehru, Chevening)', () => {
    expect(findScholarship(result, 'fulbright-nehru-masters-fellowships')).toMatchObject({
      kind: 'fellowship',
      location: null,
      requiredCountries: [],
      requiredEducationLevel: 'Graduate',
      tags: ['fellowship', 'study-abroad'],
    });
    expect(findScholarship(result, 'chevening-scholarships')).toMatchObject({
      awardAmount: '1,516 GBP per month',
      dueDate: '2026-10-06',
      location: null,
    });
    expect(rows.filter((row) => row.location === null)).toHaveLength(56);
    // Tagged for study abroad by an Indian provider: only students from India, but not held in India.
    expect(findScholarship(result, 'gates-cambridge-scholarship')).toMatchObject({
      location: null,
      requiredCountries: ['India'],
    });
  });

  it('uses the amount text when no annual figure is given, and the address before a note', () => {
    expect(findScholarship(result, 'bitsat-scholarship')).toMatchObject({
      awardAmount: 'Full tuition fee waiver (100%) for all four years of the first-degree programme.',
      meritBased: true,
    });
    expect(findScholarship(result, 'erasmus-mundus-joint-masters-scholarships').url).toBe(
      'https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en',
    );
  });

  it('removes the citation markers of the LLM-written columns it shows', () => {
    expect(rows.flatMap(textsOf).filter((text) => /\[\d{1,3}(?:\]|$)/.test(text))).toEqual([]);
    expect(findScholarship(result, 'bitsat-scholarship').description).toContain(
      'the scholarship is awarded at the time of admission if criteria are met.\n\nRenewal:',
    );
    expect(findScholarship(result, 'minority-scholarship-pre-matric').genderRequirement).toBe(
      '30% earmarked for girls',
    );
  });

  it('never shows a helpline e-mail address or phone number, nor the LLM-written guides', () => {
    const helplines = source.map((row) => row.helpline ?? '').join('\n');
    const emails = [...helplines.matchAll(/[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((match) => match[0]);
    const phones = [...helplines.matchAll(/\+?\d[\d\s-]{6,}\d/g)].map((match) => match[0].replace(/\D/g, ''));
    expect([new Set(emails).size, new Set(phones).size]).toEqual([150, 183]);
    const texts = rows.flatMap(textsOf);
    expect(texts.filter((text) => emails.some((email) => text.includes(email)))).toEqual([]);
    const digits = texts.map((text) => text.replace(/\D/g, ''));
    expect(phones.filter((phone) => digits.some((text) => text.includes(phone)))).toEqual([]);
    const guide = source.find((row) => row.slug === 'bitsat-scholarship')!.step_guide!;
    expect(texts.some((text) => text.includes(guide.slice(0, 60)))).toBe(false);
  });
});

describe('india-scholarships adapter on damaged input', () => {
  it('refuses a CSV without the expected columns and skips a row without a title', () => {
    expect(() => indiaScholarshipsAdapter.parse('name,link\nA,https://example.org')).toThrow(
      /^india-scholarships: missing columns title, slug, provider/,
    );
    const header = source.length > 0 ? Object.keys(source[0]!).join(',') : '';
    const blank = `${',x-slug'}${','.repeat(header.split(',').length - 2)}`;
    expect(indiaScholarshipsAdapter.parse(`${header}\n${blank}`).skipped).toEqual([
      { sourceId: 'x-slug', reason: 'missing title' },
    ]);
  });
});
