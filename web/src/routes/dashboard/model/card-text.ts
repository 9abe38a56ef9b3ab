import type { ApplicationCard, ApplicationHistoryEntry } from '@futurefund/core';
import { awardText, deadlineText as calendarDeadline, formatTimestamp } from '../../../lib/format';
import { statusLabel } from './status';

// What an application card says, as plain functions so the wording is tested without rendering.

export const deadlineText = (deadline: string | null) => calendarDeadline(deadline, 'No deadline');

export const appliedText = (dateApplied: string | null) =>
  dateApplied ? `Applied on ${formatTimestamp(dateApplied)}` : 'Not applied yet';

/** Null title: the opportunity has been removed from the catalog since it was saved. */
export const cardTitle = (card: Pick<ApplicationCard, 'title'>) => card.title ?? 'Removed opportunity';

/** Award for scholarships (and grants, fellowships), company for internships. */
export function rewardFact(
  card: Pick<ApplicationCard, 'opportunityType' | 'title' | 'awardAmount' | 'company'>,
): {
  term: string;
  text: string;
} {
  if (card.opportunityType === 'internship') {
    return { term: 'Company', text: card.company?.trim() || 'Company not stated' };
  }
  // The card has no numbers nor description: the one formatter reads them from the award text.
  return { term: 'Award', text: awardText({ awardAmount: card.awardAmount, title: card.title }) };
}

/** One history line: 'Saved' for the first, then 'Saved → Applied' for each change. */
export function historyText(entry: Pick<ApplicationHistoryEntry, 'fromStatus' | 'toStatus'>): string {
  if (entry.fromStatus === null) {
    return entry.toStatus === 'interested' ? 'Saved' : `Added as ${statusLabel(entry.toStatus)}`;
  }
  return `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}`;
}
