import { describe, expect, it } from 'vitest';
import { buildItem } from './browse-test-utils';
import { isClosed, locationLabel, rewardLabel, truncateDescription } from './card-format';

describe('card texts', () => {
  it("truncates a description longer than 120 characters to exactly the first 120 plus '...'", () => {
    const long = 'a'.repeat(119) + 'bcdef';
    expect(truncateDescription(long)).toBe('a'.repeat(119) + 'b...');
    expect(truncateDescription(long)).toHaveLength(123);
  });

  it('keeps a description of 120 characters or fewer as it is', () => {
    expect(truncateDescription('x'.repeat(120))).toBe('x'.repeat(120));
    expect(truncateDescription('Short.')).toBe('Short.');
    expect(truncateDescription(null)).toBe('');
  });

  it("shows the award for scholarships and 'Paid', 'Unpaid' or 'Pay not stated' for internships", () => {
    expect(rewardLabel(buildItem({ awardAmount: '$2,500' }))).toBe('$2,500');
    // Normalised from the text: shown in its own currency and period, never converted.
    expect(
      rewardLabel(
        buildItem({
          awardAmount: 'Rs. 40000 per annum',
          awardMin: 40000,
          awardMax: 40000,
          awardCurrency: 'INR',
          awardPeriod: 'year',
        }),
      ),
    ).toBe('₹40,000 a year');
    expect(
      rewardLabel(
        buildItem({ awardAmount: 'up to 10000 USD', awardMin: null, awardMax: 10000, awardCurrency: 'USD' }),
      ),
    ).toBe('Up to $10,000');
    expect(rewardLabel(buildItem({ awardAmount: null }))).toBe('Award not stated');
    // A loan says so, and is never a yearly award (product §2).
    const loan = {
      awardAmount: 'Loan of ₹4,00,000',
      awardMin: 400000,
      awardMax: 400000,
      awardCurrency: 'INR',
    };
    expect(rewardLabel(buildItem(loan))).toBe('Loan · ₹4,00,000');
    expect(
      rewardLabel(buildItem({ title: 'You Could WIN $5,000 Toward Your Tuition', awardAmount: '5,000 CAD' })),
    ).toBe('Prize draw · CA$5,000');
    const internship = buildItem({ type: 'internship', kind: 'internship', awardAmount: null });
    expect(rewardLabel({ ...internship, isPaid: true })).toBe('Paid');
    expect(rewardLabel({ ...internship, isPaid: false })).toBe('Unpaid');
    expect(rewardLabel({ ...internship, isPaid: null })).toBe('Pay not stated');
  });

  it('adds Remote to the location once', () => {
    expect(locationLabel(buildItem({ location: 'Boston, MA', isRemote: true }))).toBe('Boston, MA · Remote');
    expect(locationLabel(buildItem({ location: 'Remote', isRemote: true }))).toBe('Remote');
    expect(locationLabel(buildItem({ location: null }))).toBe('Location not stated');
  });

  it('marks items closed by their source or past their deadline', () => {
    expect(isClosed(buildItem({ closed: true }), '2026-01-10')).toBe(true);
    expect(isClosed(buildItem({ deadline: '2026-01-09' }), '2026-01-10')).toBe(true);
    expect(isClosed(buildItem({ deadline: '2026-01-10' }), '2026-01-10')).toBe(false);
  });
});
