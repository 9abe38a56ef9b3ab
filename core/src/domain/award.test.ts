import { describe, expect, it } from 'vitest';
import { awardRecurs, parseAward, parseAwardAmountUsd } from './award';

describe('parseAwardAmountUsd', () => {
  it.each([
    ['$5,000', 5000],
    ['Up to $10,000/yr', 10000],
    ['$1,000 - $8,000', 1000],
    ['Up to $50,000+', 50000],
    ['$2.5k', 2500],
    ['$10K per month', 10000],
    ['$1 million', 1_000_000],
    ['$1M', 1_000_000],
    ['US$ 7,500', 7500],
    ['5000 USD', 5000],
    ['USD 5,000', 5000],
    ['25–33 USD / per hour wage', 25],
    ['tuition and fees at one of our Partner Colleges up to a maximum of $33,000', 33000],
    ['$1,000.60', 1001],
  ])('reads %s as %d', (text, expected) => {
    expect(parseAwardAmountUsd(text)).toBe(expected);
  });

  it.each([
    ['32500 GBP'],
    ['565 AUD'],
    ['Various benefits'],
    ['Varies'],
    ['5,000 CAD'],
    ['$5,000 CAD'],
    ['CAD $5,000'],
    ['C$5,000'],
    ['A$ 3,000'],
    ['1000.00'],
    ['$0'],
    [''],
  ])('gives null for %s', (text) => {
    expect(parseAwardAmountUsd(text)).toBeNull();
  });

  it('gives null for null', () => {
    expect(parseAwardAmountUsd(null)).toBeNull();
  });

  it('takes the first US dollar figure, skipping an earlier foreign one', () => {
    expect(parseAwardAmountUsd('£32,500 or $40,000')).toBe(40000);
    expect(parseAwardAmountUsd('Tiers of $1,000, $2,500, and $25,000')).toBe(1000);
  });
});

describe('parseAward', () => {
  // Texts as the seed adapters publish them (Open Scholarships, Underclassmen, Atila, Mastersportal).
  it.each([
    ['Up to $10,000', { min: null, max: 10000, currency: 'USD', period: null }],
    ['Up to $10,000/yr', { min: null, max: 10000, currency: 'USD', period: 'year' }],
    ['$1,000 - $8,000', { min: 1000, max: 8000, currency: 'USD', period: null }],
    ['$5,000', { min: 5000, max: 5000, currency: 'USD', period: null }],
    ['62500 USD', { min: 62500, max: 62500, currency: 'USD', period: null }],
    ['32500 GBP', { min: 32500, max: 32500, currency: 'GBP', period: null }],
    ['5,000 CAD', { min: 5000, max: 5000, currency: 'CAD', period: null }],
    ['1,100.01 CAD', { min: 1100.01, max: 1100.01, currency: 'CAD', period: null }],
    ['3000 NTD', { min: 3000, max: 3000, currency: 'TWD', period: null }],
    ['1,000 (currency not stated)', { min: 1000, max: 1000, currency: null, period: null }],
    ['₹40,000 per year', { min: 40000, max: 40000, currency: 'INR', period: 'year' }],
    ['$2,500/yr', { min: 2500, max: 2500, currency: 'USD', period: 'year' }],
    ['$10K per month', { min: 10000, max: 10000, currency: 'USD', period: 'month' }],
    ['25–33 USD / per hour wage', { min: 25, max: 33, currency: 'USD', period: 'hour' }],
    ['$500+', { min: 500, max: null, currency: 'USD', period: null }],
    ['CAD $5,000', { min: 5000, max: 5000, currency: 'CAD', period: null }],
    ['$5,000 CAD', { min: 5000, max: 5000, currency: 'CAD', period: null }],
    ['C$750', { min: 750, max: 750, currency: 'CAD', period: null }],
    ['£32,500 or $40,000', { min: 32500, max: 32500, currency: 'GBP', period: null }],
    [
      'tuition and fees at one of our Partner Colleges up to a maximum of $33,000',
      { min: null, max: 33000, currency: 'USD', period: null },
    ],
  ])('reads %s', (text, expected) => {
    expect(parseAward(text)).toEqual(expected);
  });

  it.each([['Various benefits'], ['Varies'], ['Full tuition'], ['$0'], [''], ['Grade 12 students']])(
    'gives null for %s',
    (text) => {
      expect(parseAward(text)).toBeNull();
    },
  );
});

describe('parseAward in lakhs and crores', () => {
  it('reads the Indian scales', () => {
    expect(parseAward('Subsidized education loan up to ₹4 Lakhs')).toMatchObject({
      max: 400_000,
      currency: 'INR',
    });
    expect(parseAward('Rs. 1.5 crore')).toMatchObject({ min: 15_000_000, max: 15_000_000, currency: 'INR' });
  });
});

describe('awardRecurs', () => {
  it.each([
    '₹40,000 per annum',
    '£21,600/year',
    'Renewable for up to four years',
    'Renewal: Required each year by submitting passing semester transcripts',
    'Annual scholarship for girls in STEM fields',
    '$2,500 annually',
  ])('hears "%s" say the award recurs', (text) => {
    expect(awardRecurs(text)).toBe(true);
  });

  it.each([
    'Maturity savings bond of ₹1,00,000 paid upon reaching 18 years',
    'Renewal: N/A (One-time loan)',
    'valued at $40,000 (non-renewable)',
    'Family income up to ₹2.5 lakh per annum',
    'Up to USD $120,000 total (not annual)',
    'a fellowship for a year in Delhi',
  ])('hears nothing of the kind in "%s"', (text) => {
    expect(awardRecurs(text)).toBe(false);
  });

  it('is false for no text', () => {
    expect(awardRecurs(null)).toBe(false);
    expect(awardRecurs('')).toBe(false);
  });
});
