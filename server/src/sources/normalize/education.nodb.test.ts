import { describe, expect, it } from 'vitest';
import { detectKind } from './kind';
import { educationLevelOf, toEducationLevel } from './education';

describe('educationLevelOf', () => {
  it.each([
    ['undergraduate', 'Undergraduate'],
    ['College', 'Undergraduate'],
    ['University', 'Undergraduate'],
    ['community-college', 'Undergraduate'],
    ['Freshman (1st year)', 'Undergraduate'],
    ['Senior (4th year)', 'Undergraduate'],
    ['Freshmen/Sophomores', 'Undergraduate'],
    ['high_school', 'High School'],
    ['high-school-senior', 'High School'],
    ['High School Senior', 'High School'],
    ['Highschool', 'High School'],
    ['Secondary School', 'High School'],
    ['Class of 2030 (Rising Freshmen)', 'High School'],
    ['graduate', 'Graduate'],
    ["Master's", 'Graduate'],
    ['PhD', 'Graduate'],
    ['any', 'Any'],
  ])('maps %s to %s', (value, level) => {
    expect(educationLevelOf(value)).toBe(level);
  });

  it.each([['vocational'], ['Workplace or Apprenticeship'], ['middle-school'], ['adult-returning']])(
    'has no filter level for %s',
    (value) => {
      expect(educationLevelOf(value)).toBeNull();
    },
  );
});

describe('toEducationLevel', () => {
  it('keeps a single level, even when named several ways', () => {
    expect(toEducationLevel(['College', 'University', 'Workplace or Apprenticeship'])).toBe('Undergraduate');
  });

  it('makes several levels Any so the record shows under each filter', () => {
    expect(toEducationLevel(['high-school-senior', 'undergraduate'])).toBe('Any');
  });

  it('is null when nothing maps', () => {
    expect(toEducationLevel(['vocational'])).toBeNull();
    expect(toEducationLevel([])).toBeNull();
  });
});

describe('detectKind', () => {
  it('follows the type field first', () => {
    expect(detectKind('grant', 'Silver State Opportunity Grant')).toBe('grant');
    expect(detectKind('fellowship', 'AAUW Fellowships & Grants')).toBe('fellowship');
    expect(detectKind('prize', 'Doodle for Google')).toBe('scholarship');
    expect(detectKind('Research Fellowship', 'Summer Research in AI Safety')).toBe('fellowship');
  });

  it('falls back to the title words', () => {
    expect(detectKind(null, 'Tuition Fee Grant')).toBe('grant');
    expect(detectKind('Internship', 'SURF - Summer Undergraduate Research Fellowship')).toBe('fellowship');
    expect(detectKind(null, 'Grant Thornton Scholarship')).toBe('scholarship');
    expect(detectKind(null, 'Chevening Awards')).toBe('scholarship');
  });
});
