import { describe, expect, it } from 'vitest';
import { normalizeDeadline } from './dates';

const now = new Date(2026, 0, 15);

describe('normalizeDeadline', () => {
  it.each([
    ['1/13/26', '2026-01-13'],
    ['10/4/25', '2025-10-04'],
    ['1/13/2026', '2026-01-13'],
    ['February 28, 2026', '2026-02-28'],
    ['Aug 31, 2026', '2026-08-31'],
    ['01 Oct 2024', '2024-10-01'],
    ['2027-01-05', '2027-01-05'],
    ['  March  1,  2026 ', '2026-03-01'],
  ])('reads %s as %s', (text, expected) => {
    expect(normalizeDeadline(text, { now })).toBe(expected);
  });

  it('keeps the calendar date of an ISO timestamp as written', () => {
    expect(normalizeDeadline('2018-03-24T23:59:00Z', { now })).toBe('2018-03-24');
    expect(normalizeDeadline('2018-03-24T23:59:00-08:00', { now })).toBe('2018-03-24');
  });

  it.each([
    ['Closed'],
    ['Closed (Feb 15)'],
    ['Check Portal'],
    ['Rolling'],
    ['Anytime'],
    ['Not specified'],
    ['annual'],
    ['2/30/26'],
    ['13/1/26'],
    ['Late April 2026'],
    [''],
  ])('gives null for %s', (text) => {
    expect(normalizeDeadline(text, { now })).toBeNull();
  });

  it('gives null for null', () => {
    expect(normalizeDeadline(null)).toBeNull();
  });

  it('resolves two-digit years around now, or around 2000 without it', () => {
    expect(normalizeDeadline('12/31/70', { now })).toBe('2070-12-31');
    expect(normalizeDeadline('12/31/70')).toBe('1970-12-31');
  });
});
