import { describe, expect, it } from 'vitest';
import {
  awardText,
  daysUntil,
  deadlineText,
  formatCalendarDate,
  formatTimestamp,
  inDaysText,
  kindLabel,
  listingKindLabel,
  paidText,
  todayIn,
} from './format';

describe('kindLabel', () => {
  it('names the kinds, and capitalises one it does not know', () => {
    expect(['scholarship', 'grant', 'fellowship', 'internship', 'bursary'].map(kindLabel)).toEqual([
      'Scholarship',
      'Grant',
      'Fellowship',
      'Internship',
      'Bursary',
    ]);
    expect(kindLabel('')).toBe('Opportunity');
  });

  it('names a loan, a bond or a prize draw for what it is, whatever kind it was filed under', () => {
    const loan = { title: 'Bihar Student Credit Card', awardAmount: 'Loan of ₹4,00,000' };
    expect(listingKindLabel('scholarship', loan)).toBe('Loan');
    expect(
      listingKindLabel('scholarship', {
        title: 'Sukanya Savings Bond',
        awardAmount: 'Maturity bond of ₹1,00,000',
      }),
    ).toBe('Bond');
    expect(listingKindLabel('grant', { title: 'Study grant', awardAmount: '50% grant and 50% loan' })).toBe(
      'Grant (part loan)',
    );
    expect(listingKindLabel('scholarship', { title: 'Merit Award', awardAmount: '$2,500' })).toBe(
      'Scholarship',
    );
    expect(listingKindLabel('internship')).toBe('Internship');
  });
});

describe('award and pay', () => {
  it('shows the award in the one wording, else the fallback', () => {
    expect(awardText({ awardAmount: ' $2,500 ' })).toBe('$2,500');
    expect(awardText({ awardAmount: '₹40,00,000 per year' })).toBe('₹40,00,000 a year');
    expect(awardText({ awardAmount: 'Loan of ₹4,00,000' })).toBe('Loan · ₹4,00,000');
    expect(awardText({ awardAmount: null })).toBe('Award not stated');
    expect(awardText({ awardAmount: '  ' }, 'Amount varies')).toBe('Amount varies');
  });

  it("says 'Paid', 'Unpaid' or that the pay is not stated", () => {
    expect([true, false, null].map((isPaid) => paidText(isPaid))).toEqual([
      'Paid',
      'Unpaid',
      'Pay not stated',
    ]);
    expect(paidText(null, 'Pay not listed')).toBe('Pay not listed');
  });
});

describe('calendar dates', () => {
  it('formats a YYYY-MM-DD date as written, whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(deadlineText('2026-12-01')).toBe('Dec 1, 2026');
    expect(deadlineText(null)).toBe('No deadline listed');
    expect(deadlineText(null, 'No deadline')).toBe('No deadline');
  });

  it('words a moment as the date it was on the local calendar', () => {
    expect(formatTimestamp(new Date(2026, 0, 31, 23, 59).toISOString())).toBe('Jan 31, 2026');
    expect(formatTimestamp('not a date')).toBe('not a date');
  });

  it("takes today's date in the given time zone", () => {
    const now = new Date('2026-11-25T07:30:00Z');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-24');
    expect(todayIn('UTC', now)).toBe('2026-11-25');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-25');
  });
});

describe('daysUntil (the one "today")', () => {
  // 23:30 on Nov 24 in Los Angeles is already 16:30 on Nov 25 in Tokyo.
  const nearMidnight = new Date('2026-11-25T07:30:00Z');

  it("counts from the user's own calendar date, not UTC's", () => {
    expect(daysUntil('2026-12-02', nearMidnight, 'America/Los_Angeles')).toBe(8);
    expect(daysUntil('2026-12-02', nearMidnight, 'Asia/Tokyo')).toBe(7);
    expect(daysUntil('2026-11-24', nearMidnight, 'America/Los_Angeles')).toBe(0);
    expect(daysUntil('2026-11-24', nearMidnight, 'Asia/Tokyo')).toBe(-1);
  });

  it('turns over at local midnight (Chicago is UTC-5 in March)', () => {
    expect(daysUntil('2026-03-11', new Date('2026-03-11T04:59:00Z'), 'America/Chicago')).toBe(1);
    expect(daysUntil('2026-03-11', new Date('2026-03-11T05:01:00Z'), 'America/Chicago')).toBe(0);
  });

  it('is not moved by a daylight-saving change in between', () => {
    // US clocks go forward on 2026-03-08 and back on 2026-11-01.
    expect(daysUntil('2026-03-10', new Date('2026-03-07T18:00:00Z'), 'America/New_York')).toBe(3);
    expect(daysUntil('2026-11-03', new Date('2026-10-31T16:00:00Z'), 'America/New_York')).toBe(3);
  });

  it("counts on the browser's own calendar when no zone is given", () => {
    // Local constructors: 23:30 on Nov 24 wherever the tests run, one minute before the turn.
    const lateEvening = new Date(2026, 10, 24, 23, 30);
    expect(daysUntil('2026-11-25', lateEvening)).toBe(1);
    expect(daysUntil('2026-11-24', lateEvening)).toBe(0);
    expect(daysUntil('2026-11-24', new Date(2026, 10, 25, 0, 1))).toBe(-1);
    expect(todayIn(undefined, lateEvening)).toBe('2026-11-24');
  });

  it('has no count for text that is not a YYYY-MM-DD date', () => {
    expect(daysUntil('Rolling', nearMidnight, 'UTC')).toBeNull();
    expect(daysUntil('2026-02-30', nearMidnight, 'UTC')).toBeNull();
  });

  it("words one or more days as 'In 1 day' / 'In N days'", () => {
    expect(inDaysText(1)).toBe('In 1 day');
    expect(inDaysText(8)).toBe('In 8 days');
  });
});
