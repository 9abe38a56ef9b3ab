import { describe, expect, it } from 'vitest';
import { displayCount, formatAward } from './display';

describe('displayCount', () => {
  it('rounds down to a nice figure with a plus, never above the truth', () => {
    expect(displayCount(2_585)).toBe('2,500+');
    expect(displayCount(1_236)).toBe('1,200+');
    expect(displayCount(372)).toBe('350+');
    expect(displayCount(1_000)).toBe('1,000+');
    expect(displayCount(12_345)).toBe('12,000+');
    expect(displayCount(105_000)).toBe('100,000+');
    expect(displayCount(12_345_678)).toBe('12,000,000+');
  });

  it('shows small counts exactly', () => {
    expect(displayCount(0)).toBe('0');
    expect(displayCount(47)).toBe('47');
    expect(displayCount(99)).toBe('99');
  });

  it('is exact at each step and never above the number at the edges', () => {
    expect(displayCount(100)).toBe('100+');
    expect(displayCount(149)).toBe('100+');
    expect(displayCount(999)).toBe('950+');
    expect(displayCount(9_999)).toBe('9,900+');
    expect(displayCount(10_000)).toBe('10,000+');
    for (let n = 100; n < 200_000; n += 97) {
      const shown = Number(displayCount(n).replace(/[,+]/g, ''));
      expect(shown).toBeLessThanOrEqual(n);
      expect(shown * 1.5).toBeGreaterThan(n);
    }
  });

  it('treats bad input as zero and cuts fractions', () => {
    expect(displayCount(-3)).toBe('0');
    expect(displayCount(Number.NaN)).toBe('0');
    expect(displayCount(47.9)).toBe('47');
  });
});

describe('formatAward', () => {
  const award = (fields: Partial<Parameters<typeof formatAward>[0]>) =>
    formatAward({
      awardMin: null,
      awardMax: null,
      awardCurrency: null,
      awardPeriod: null,
      awardAmount: null,
      ...fields,
    });

  it('shows the amount in its own currency, with its period', () => {
    expect(award({ awardMin: 10000, awardMax: 10000, awardCurrency: 'USD' })).toBe('$10,000');
    expect(award({ awardMax: 10000, awardCurrency: 'USD' })).toBe('Up to $10,000');
    expect(award({ awardMin: 500, awardCurrency: 'USD' })).toBe('From $500');
    expect(award({ awardMin: 1000, awardMax: 8000, awardCurrency: 'USD' })).toBe('$1,000–$8,000');
    expect(award({ awardMin: 2500, awardMax: 2500, awardCurrency: 'USD', awardPeriod: 'year' })).toBe(
      '$2,500 a year',
    );
    expect(award({ awardMin: 32500, awardMax: 32500, awardCurrency: 'GBP' })).toBe('£32,500');
    expect(award({ awardMin: 40000, awardMax: 40000, awardCurrency: 'INR', awardPeriod: 'year' })).toBe(
      '₹40,000 a year',
    );
    expect(award({ awardMin: 5000, awardMax: 5000, awardCurrency: 'CAD' })).toBe('CA$5,000');
    expect(award({ awardMin: 1100.01, awardMax: 1100.01, awardCurrency: 'CAD' })).toBe('CA$1,100.01');
    expect(award({ awardMin: 25, awardMax: 33, awardCurrency: 'USD', awardPeriod: 'hour' })).toBe(
      '$25–$33 an hour',
    );
  });

  it('falls back to the published text when the currency or the amounts are not known', () => {
    const published = '1,000 (currency not stated)';
    expect(award({ awardMin: 1000, awardMax: 1000, awardAmount: published })).toBe(published);
    expect(award({ awardAmount: 'Various benefits' })).toBe('Various benefits');
    expect(award({ awardMin: 5, awardMax: 5, awardCurrency: 'XYZ1', awardAmount: '5 XYZ1' })).toBe('5 XYZ1');
    expect(award({})).toBeNull();
  });

  it('groups rupees in lakhs, as Indian listings write them', () => {
    expect(award({ awardMin: 4_000_000, awardMax: 4_000_000, awardCurrency: 'INR' })).toBe('₹40,00,000');
  });

  it('reads the numbers from the award text when a surface has only the text', () => {
    // The dashboard card and the e-mail carry the published text alone: the same words as browse.
    const numbers = { awardMin: 4_000_000, awardMax: 4_000_000, awardCurrency: 'INR', awardPeriod: 'year' };
    const published = '₹40,00,000 per year';
    expect(formatAward({ awardAmount: published })).toBe('₹40,00,000 a year');
    expect(award({ ...numbers, awardAmount: published })).toBe('₹40,00,000 a year');
    expect(formatAward({ awardAmount: '21,600 GBP per year' })).toBe('£21,600 a year');
    expect(formatAward({ awardAmount: 'Various benefits' })).toBe('Various benefits');
    expect(formatAward({ awardAmount: null })).toBeNull();
  });

  it('labels a loan, a bond or a prize draw, and never gives a loan or bond a period', () => {
    expect(formatAward({ awardAmount: 'Loan of ₹4,00,000' })).toBe('Loan · ₹4,00,000');
    const yearlyLoan = { awardMin: 400_000, awardMax: 400_000, awardCurrency: 'INR', awardPeriod: 'year' };
    expect(
      award({ ...yearlyLoan, awardAmount: '₹4,00,000 per year', description: 'Subsidized education loan' }),
    ).toBe('Loan · ₹4,00,000');
    expect(formatAward({ awardAmount: 'Bond of ₹1,00,000' })).toBe('Bond · ₹1,00,000');
    expect(formatAward({ awardAmount: 'Part loan of 45,000 USD' })).toBe('Part loan · $45,000');
    expect(formatAward({ awardAmount: '600 GBP', title: 'Emergency Loan Fund' })).toBe('Loan · £600');
    expect(formatAward({ awardAmount: '5,000 CAD', title: 'You Could WIN $5,000 Toward Your Tuition' })).toBe(
      'Prize draw · CA$5,000',
    );
    // A text that names its kind itself is not labelled twice; a kind with no amount is its label.
    expect(formatAward({ awardAmount: 'Loan of full tuition' })).toBe('Loan of full tuition');
    expect(formatAward({ awardAmount: null, title: 'Emergency Loan Fund' })).toBe('Loan');
  });
});
