import {
  CARD_DESCRIPTION_MAX_CHARS,
  deadlineToday,
  isOpen,
  type OpportunityListItem,
} from '@futurefund/core';
import { awardText, paidText } from '../../lib/format';

// What a browse card shows, as plain functions so the wording is tested without rendering.

/** Product §9: the first 120 characters plus '...' when the text is longer; shorter text as is. */
export function truncateDescription(text: string | null, max = CARD_DESCRIPTION_MAX_CHARS): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The award text for scholarships; the paid flag for internships (product §2 "award or paid flag"). */
export function rewardLabel(item: Pick<OpportunityListItem, 'type' | 'awardAmount' | 'isPaid'>): string {
  return item.type === 'scholarship' ? awardText(item.awardAmount) : paidText(item.isPaid);
}

/** Closed by its source, past its deadline or season; only shown when the user includes closed ones. */
export function isClosed(
  item: Pick<OpportunityListItem, 'closed' | 'deadline' | 'seasonEndsOn'>,
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
