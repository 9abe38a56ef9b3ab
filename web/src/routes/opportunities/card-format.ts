import { deadlineToday, isOpen, type OpportunityListItem } from '@futurefund/core';
import { awardText, paidText } from '../../lib/format';

// What a browse card shows, as plain functions so the wording is tested without rendering.

// Product §9's card excerpt lives in core: link previews and search results show the same words.
export { truncateDescription } from '@futurefund/core';

/**
 * The award for scholarships, normalised and in its own currency ("Up to $10,000", "₹40,000 a
 * year", "Loan · ₹4,00,000"); the paid flag for internships (product §2 "award or paid flag").
 */
export function rewardLabel(
  item: Pick<
    OpportunityListItem,
    | 'type'
    | 'title'
    | 'description'
    | 'awardAmount'
    | 'isPaid'
    | 'awardMin'
    | 'awardMax'
    | 'awardCurrency'
    | 'awardPeriod'
  >,
): string {
  return item.type === 'scholarship' ? awardText(item) : paidText(item.isPaid);
}

/**
 * Closed by its source, past its deadline, season or title's period, or unconfirmed for too long;
 * only shown when the user includes closed ones.
 */
export function isClosed(
  item: Pick<
    OpportunityListItem,
    'closed' | 'deadline' | 'seasonEndsOn' | 'titleEndsOn' | 'textEndsOn' | 'lastVerifiedAt'
  >,
  today = deadlineToday(),
) {
  return !isOpen(item, today);
}

export function locationLabel(item: Pick<OpportunityListItem, 'location' | 'isRemote' | 'isHybrid'>): string {
  const place = item.location?.trim() ?? '';
  // Sources often write "Remote" as the location itself; say it once.
  const says = (word: string) => place.toLowerCase().includes(word.toLowerCase());
  const parts = [
    place,
    item.isRemote && !says('Remote') ? 'Remote' : '',
    item.isHybrid && !says('Hybrid') ? 'Hybrid' : '',
  ];
  return parts.filter(Boolean).join(' · ') || 'Location not stated';
}
