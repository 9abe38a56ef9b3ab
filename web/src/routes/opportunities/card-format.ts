import { CARD_DESCRIPTION_MAX_CHARS, deadlineToday, type OpportunityListItem } from '@futurefund/core';

// What a browse card shows, as plain functions so the wording is tested without rendering.

/** Spec §9: the first 120 characters plus '...' when the text is longer; shorter text as is. */
export function truncateDescription(text: string | null, max = CARD_DESCRIPTION_MAX_CHARS): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const kindLabels: Record<OpportunityListItem['kind'], string> = {
  scholarship: 'Scholarship',
  grant: 'Grant',
  fellowship: 'Fellowship',
  internship: 'Internship',
};

export const kindLabel = (kind: OpportunityListItem['kind']) => kindLabels[kind];

/** The award text for scholarships; the paid flag for internships (spec §2 "award or paid flag"). */
export function rewardLabel(item: Pick<OpportunityListItem, 'type' | 'awardAmount' | 'isPaid'>): string {
  if (item.type === 'scholarship') return item.awardAmount?.trim() || 'Award not stated';
  if (item.isPaid === null) return 'Pay not stated';
  return item.isPaid ? 'Paid' : 'Unpaid';
}

// Deadlines are calendar dates; formatting in UTC keeps "2026-03-01" from showing as Feb 28.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function deadlineLabel(deadline: string | null): string {
  return deadline ? dateFormat.format(new Date(`${deadline}T00:00:00Z`)) : 'No deadline listed';
}

/** Closed by its source or past its deadline; only shown when the user includes closed ones. */
export function isClosed(item: Pick<OpportunityListItem, 'closed' | 'deadline'>, today = deadlineToday()) {
  return item.closed || (item.deadline !== null && item.deadline < today);
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
