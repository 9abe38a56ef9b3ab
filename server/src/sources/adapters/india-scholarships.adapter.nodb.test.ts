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
  it('maps all 478 rows as rupee awards that are never converted to dollars', () => {
    expect(rows).toHaveLength(478);
    expect(countSkipped(result)).toEqual({});
    expect(rows.every((row) => row.awardAmountUsd === null)).toBe(true);
    // The 436 annual figures above zero; the other amounts are the first sentence of the amount text.
    const figures = rows.filter((row) => /^₹[\d,]+ (?:per year|one-time)$/.test(row.awardAmount ?? ''));
    expect(figures).toHaveLength(436);
    expect(figures.filter((row) => row.awardAmount!.endsWith(' one-time'))).toHaveLength(17);
    // "A one-time settling-in allowance upon arrival" is a part of the award, not the award.
    expect(findScholarship(result, 'rhodes-scholarship-india').awardAmount).toBe('₹30,00,000 per year');
    expect(rows.every((row) => row.lastVerifiedAt === '2026-07-27T00:00:00.000Z')).toBe(true);
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
      awardAmount: '₹52,50,000 per year',
      dueDate: '2026-10-06',
      location: null,
    });
    expect(rows.filter((row) => row.location === null)).toHaveLength(39);
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
