import { describe, expect, it } from 'vitest';
import { parseAwardAmountUsd } from './award';

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
