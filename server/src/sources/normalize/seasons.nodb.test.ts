import { describe, expect, it } from 'vitest';
import { statedPay } from './pay';
import { datedTerm, listingSeason } from './seasons';

describe('datedTerm', () => {
  it.each([
    ['Summer 2027', 'Summer 2027'],
    [' summer 2027 ', 'Summer 2027'],
    ['Summer, 2027', 'Summer 2027'],
    ['2027 Summer', 'Summer 2027'],
    ['Autumn 2026', 'Fall 2026'],
    ['WINTER 2027', 'Winter 2027'],
  ])('reads %s as %s', (text, term) => {
    expect(datedTerm(text)).toBe(term);
  });

  it.each([['Not stated'], ['N/A'], ['Summer'], ['2027'], [''], [null]])('finds no term in %s', (text) => {
    expect(datedTerm(text)).toBeNull();
  });
});

describe('listingSeason', () => {
  it('prefers the terms the source states, latest first', () => {
    expect(listingSeason(['Winter 2027', 'Summer 2027', 'Winter 2027'], 'Co-op (Spring 2028)')).toEqual({
      season: 'Summer 2027',
      terms: ['Winter 2027', 'Summer 2027'],
    });
  });

  it('falls back to the title when the source states no dated term', () => {
    expect(listingSeason(['Not stated', null], 'Intern (Summer 2027)')).toEqual({
      season: 'Summer 2027',
      terms: ['Summer 2027'],
    });
    expect(listingSeason([], 'Data Intern')).toEqual({ season: null, terms: [] });
  });

  it('does not read a stated season later than the year the title names', () => {
    expect(listingSeason(['Fall 2028'], 'Software Development Engineer Internship - 2025 - US')).toEqual({
      season: null,
      terms: [],
    });
    expect(listingSeason(['Summer 2027'], 'Data Intern (Summer 2026)')).toEqual({
      season: 'Summer 2026',
      terms: ['Summer 2026'],
    });
    expect(listingSeason(['Summer 2027'], 'Software Engineer Intern')).toEqual({
      season: 'Summer 2027',
      terms: ['Summer 2027'],
    });
  });
});

describe('statedPay', () => {
  it('keeps an amount as written and marks the internship paid', () => {
    expect(statedPay(' $18.00-$27.00 per hour ')).toEqual({
      salaryRange: '$18.00-$27.00 per hour',
      isPaid: true,
    });
  });

  it('states nothing for an empty template or no text', () => {
    expect(statedPay('$0 - $0/hr')).toEqual({ salaryRange: null, isPaid: null });
    expect(statedPay(null)).toEqual({ salaryRange: null, isPaid: null });
  });
});
