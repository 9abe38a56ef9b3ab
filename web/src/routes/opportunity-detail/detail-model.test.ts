import { describe, expect, it } from 'vitest';
import { buildInternship, buildScholarship } from './detail-fixtures';
import { deadlineTextOf, overviewFacts, rewardOf } from './detail-model';

describe('deadlineTextOf', () => {
  it('formats ISO dates and timestamps with the shared formatter', () => {
    expect(deadlineTextOf(buildScholarship({ dueDate: '2026-11-30' }))).toBe('Nov 30, 2026');
    expect(deadlineTextOf(buildScholarship({ dueDate: '2027-03-01T00:00:00Z' }))).toBe('Mar 1, 2027');
    expect(deadlineTextOf(buildInternship({ applicationDeadline: ' 2026-12-05 ' }))).toBe('Dec 5, 2026');
  });

  it('keeps the words a source wrote, and null when there are none', () => {
    expect(deadlineTextOf(buildScholarship({ dueDate: 'Rolling' }))).toBe('Rolling');
    expect(deadlineTextOf(buildInternship({ applicationDeadline: 'March 1', dueDate: null }))).toBe(
      'March 1',
    );
    expect(deadlineTextOf(buildScholarship({ dueDate: null }))).toBeNull();
  });

  it('gives the facts list the formatted deadline and internship dates', () => {
    expect(overviewFacts(buildScholarship({ dueDate: '2026-11-30' }))).toContainEqual({
      label: 'Deadline',
      value: 'Nov 30, 2026',
    });
    const internship = buildInternship({ startDate: '2027-06-01', endDate: 'late August' });
    expect(overviewFacts(internship)).toContainEqual({ label: 'Dates', value: 'Jun 1, 2027 – late August' });
  });
});

describe('rewardOf', () => {
  it('words the award as every card does: own currency, period only where stated, kind label', () => {
    const gates = buildScholarship({
      awardAmount: '21,600 GBP per year',
      awardMin: 21600,
      awardMax: 21600,
      awardCurrency: 'GBP',
      awardPeriod: 'year',
    });
    expect(rewardOf(gates)).toEqual({ label: 'Award', value: '£21,600 a year' });
    const bond = buildScholarship({
      title: 'Noni Suraksha Yojana',
      description: '• Maturity savings bond of ₹1,00,000 paid upon reaching 18 years and passing Class 12.',
      awardAmount: 'Bond of ₹1,00,000',
      awardMin: 100000,
      awardMax: 100000,
      awardCurrency: 'INR',
    });
    expect(rewardOf(bond)).toEqual({ label: 'Award', value: 'Bond · ₹1,00,000' });
    expect(rewardOf(buildScholarship({ awardAmount: null, awardMin: null, awardMax: null }))).toEqual({
      label: 'Award',
      value: 'Amount varies',
    });
  });
});
