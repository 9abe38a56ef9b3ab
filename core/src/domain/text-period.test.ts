import { describe, expect, it } from 'vitest';
import { closedReason, closedReasons } from './freshness';
import { textPeriodEnd } from './text-period';

describe('the cycle a listing’s text says it is for', () => {
  it.each([
    ['Benefits: For academic year 2024/2025, 155 incentives are available', '2025-06-30'],
    ['Starting your course in the 2022-23 academic year', '2023-06-30'],
    ['The application process for the academic year, 2023-24 will open on Tuesday 5 Sep', '2024-06-30'],
    ['an offer to study on one of the above full time programmes starting in September 2024', '2024-12-31'],
    ['Applications for the January 2025 intake will open in late 2024', '2025-12-31'],
    ['Deadline to apply: Throughout 2024 (available until allocated)', '2024-12-31'],
    // The latest cycle it names decides: an older one beside it does not close it.
    ['For the academic year 2025-26; applications for the academic year 2027-28 open in May', '2028-06-30'],
  ])('reads %j as ending %s', (text, end) => {
    expect(textPeriodEnd(text)).toBe(end);
  });

  it.each([
    'Founded in 2010, the foundation supports students of engineering.',
    'Approximately $140,780 for a single academic year, based on 2025-2026 figures',
    'Renewal is available for existing beneficiaries from the academic year 2025-26',
    'Scheme operational from 2025-26 academic year onwards',
    'Open for the academic year 2025-26 onwards',
    'Open to the Class of 2027',
    '',
  ])('reads no cycle from %j', (text) => {
    expect(textPeriodEnd(text)).toBeNull();
  });

  it('closes a listing without a deadline once that cycle is over, and never one with a deadline', () => {
    const listing = { closed: false, deadline: null, textEndsOn: '2025-06-30' };
    expect(closedReason(listing, '2025-06-30')).toBeNull();
    expect(closedReason(listing, '2025-07-01')).toBe(closedReasons.text);
    expect(closedReason({ ...listing, deadline: '2027-01-15' }, '2026-12-08')).toBeNull();
  });
});
