import { describe, expect, it } from 'vitest';
import { buildCard } from '../dashboard-test-utils';
import { appliedText, deadlineText, historyText, rewardFact } from './card-text';

const card = buildCard;

describe('card wording', () => {
  it('formats the deadline as a calendar date, or says there is none', () => {
    expect(deadlineText('2026-12-01')).toBe('Dec 1, 2026');
    expect(deadlineText(null)).toBe('No deadline');
  });

  it("says 'Not applied yet' until there is an applied date", () => {
    expect(appliedText(null)).toBe('Not applied yet');
    expect(appliedText('2026-03-10T12:00:00.000Z')).toBe('Applied on Mar 10, 2026');
  });

  it('shows the award for scholarships and the company for internships', () => {
    expect(rewardFact(card({ awardAmount: '$2,500' }))).toEqual({ term: 'Award', text: '$2,500' });
    // The same words as the browse card, read from the award text the card carries.
    expect(rewardFact(card({ awardAmount: '₹40,00,000 per year' })).text).toBe('₹40,00,000 a year');
    expect(rewardFact(card({ awardAmount: '600 GBP', title: 'Emergency Loan Fund' })).text).toBe(
      'Loan · £600',
    );
    expect(rewardFact(card({ opportunityType: 'internship', type: 'internship', company: 'Acme' }))).toEqual({
      term: 'Company',
      text: 'Acme',
    });
    expect(rewardFact(card({ awardAmount: null }))).toEqual({ term: 'Award', text: 'Award not stated' });
  });

  it("writes history lines as 'Saved' then 'From → To'", () => {
    expect(historyText({ fromStatus: null, toStatus: 'interested' })).toBe('Saved');
    expect(historyText({ fromStatus: 'interested', toStatus: 'applied' })).toBe('Saved → Applied');
    expect(historyText({ fromStatus: 'applied', toStatus: 'interviewing' })).toBe('Applied → In Progress');
  });
});
