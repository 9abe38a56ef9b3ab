import { describe, expect, it } from 'vitest';
import { seasonWithinTitle, titlePeriodEnd, titleTerms } from './title-period';

describe('the period a title names (ADR 064)', () => {
  it.each([
    // A season with its year ends when the term does (seasons.ts).
    ['Software Engineer Intern - Summer 2025', '2025-08-31'],
    ['Product Summit (Summer 2026)', '2026-08-31'],
    ['Quantitative Strategy Developer Intern (Summer 2027, June start)', '2027-08-31'],
    ['Software Engineer Intern (TikTok) - 2027 Summer', '2027-08-31'],
    ['Machine Learning Intern/Co-op (Fall, 2026)', '2026-12-31'],
    ['Data Intern - Winter/Spring 2025', '2025-06-30'],
    ['Software Engineering Intern [Fall/Winter 2026]', '2026-12-31'],
    ['Research Internship (Fall, Winter 2026)', '2026-12-31'],
    // A year alone ends on 31 December.
    ['Creative BioMart Scholarship Program 2024', '2024-12-31'],
    ['Software Development Engineer Internship - 2025 - US', '2025-12-31'],
    ['Data Scientist Co-op - January 2024 - August 2024', '2024-12-31'],
    ['Surrey MBA scholarship 2024 entry', '2024-12-31'],
    // One word glued to the year still leaves it.
    ['Accenture Summer Internship Program - Consulting (Aug to Dec2024)', '2024-12-31'],
    // An academic year ends on 30 June of its second year; the last period named counts.
    ['Glow & Lovely Careers Scholarship for Women 2025-26', '2026-06-30'],
    ['Faculty of Engineering International Scholarships Postgraduate 2024/25', '2025-06-30'],
    ['International Student Scholarship 2022/23 and 2023/24', '2024-06-30'],
    ['Programming Intern 2024 - 2025 Coconut Lizard', '2025-06-30'],
    ['2023 Intern Conversion: 2024 Return Intern Software Engineer II', '2024-12-31'],
  ])('%s → %s', (title, end) => {
    expect(titlePeriodEnd(title)).toBe(end);
  });

  it.each([
    'Software Engineer Intern',
    'Summer Analyst',
    // A student's graduation, not the listing's period.
    'Software Engineer Intern (Class of 2027)',
    'Marketing Services Intern - Students Graduating Summer 2028 or December 2027',
    'VCA Intern - Graduates Summer 2028/December 2027',
    'Compass Conference (Class of 2029-2030)',
    // Amounts, old years and longer numbers.
    'King’s Award Scholarship (£2000)',
    'Super Early Bird and Early Bird Payment Discount (£2000 or £1000)',
    '$2025 Essay Award',
    'The 1916 Bursary Fund',
    'MSc09(1976) Scholarship',
    'Award 12024',
    'Top 2,025 Students',
    // Letters on both sides make a code, no year.
    'Journey Scholarship ab2023cd',
    'Model X2024b Fellowship',
  ])('names no period: %s', (title) => {
    expect(titlePeriodEnd(title)).toBeNull();
  });

  it('keeps the year of a title that also names a graduation', () => {
    expect(titlePeriodEnd('Summer Internship 2024 - Morgan State University Graduating 2027')).toBe(
      '2024-12-31',
    );
  });

  it('reads a "Graduate Intern" as a level, not a graduation', () => {
    expect(titleTerms('National Security Engineering Division (NSED) Graduate Intern - Summer 2027')).toEqual(
      ['Summer 2027'],
    );
  });

  it('lists the dated terms in order, each once', () => {
    expect(titleTerms('Software Engineering- Internship (Fall 2026/Summer 2027)')).toEqual([
      'Fall 2026',
      'Summer 2027',
    ]);
    expect(titleTerms('Intern – CSO Data Analyst - Spring 2024 & Summer 2024 & spring 2024')).toEqual([
      'Spring 2024',
      'Summer 2024',
    ]);
    expect(titleTerms('Software Engineer Intern (Fall / Winter 2026)')).toEqual(['Fall 2026', 'Winter 2026']);
    expect(titleTerms('Loss Prevention Specialist Intern 2027')).toEqual([]);
    expect(titleTerms('Co-op Engineer - Fall/Winter 2026-2027')).toEqual(['Fall 2026', 'Winter 2027']);
    expect(titleTerms('Software Engineering Internship - Summer 2026/2027')).toEqual(['Summer 2027']);
    expect(titlePeriodEnd('Software Engineering Internship - Summer 2026/2027')).toBe('2027-08-31');
  });
});

describe('a season later than the title’s year is not read', () => {
  it('drops a season later than the title’s year', () => {
    expect(seasonWithinTitle('Fall 2028', 'Software Development Engineer Internship - 2025 - US')).toBeNull();
    expect(seasonWithinTitle('Summer 2025', 'Data Scientist Co-op - January 2024 - August 2024')).toBeNull();
  });

  it('counts the second year of an academic year as the title’s year', () => {
    expect(seasonWithinTitle('Summer 2025', 'Programming Intern 2024 - 2025')).toBe('Summer 2025');
  });

  it('leaves a season alone when it is not later, undated, or the title names no year', () => {
    expect(seasonWithinTitle('Summer 2024', 'Intern 2025')).toBe('Summer 2024');
    expect(seasonWithinTitle('Summer', 'Product Summit (Summer 2026)')).toBe('Summer');
    expect(seasonWithinTitle('Fall 2028', 'Software Engineer Intern (Class of 2027)')).toBe('Fall 2028');
    expect(seasonWithinTitle(null, 'Intern 2025')).toBeNull();
  });
});
