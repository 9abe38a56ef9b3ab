import { UPCOMING_DEADLINES_LIMIT, type ApplicationCard } from '@futurefund/core';
import { daysUntil } from '../../../lib/format';
import { cardTitle } from './card-text';

export type UpcomingDeadline = { id: number; title: string; deadline: string; daysLeft: number };

/**
 * Product §2/§9: the five earliest deadlines among saved (interested) applications that are today
 * or later, with the days left counted from the user's today in their own time zone, as the
 * detail page's deadline badge counts.
 */
export function upcomingDeadlines(
  cards: readonly ApplicationCard[],
  now: Date = new Date(),
  timeZone?: string,
  limit: number = UPCOMING_DEADLINES_LIMIT,
): UpcomingDeadline[] {
  return cards
    .flatMap((card) => {
      const daysLeft = card.deadline === null ? null : daysUntil(card.deadline, now, timeZone);
      if (card.status !== 'interested' || card.deadline === null || daysLeft === null || daysLeft < 0)
        return [];
      return [{ id: card.id, title: cardTitle(card), deadline: card.deadline, daysLeft }];
    })
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id)
    .slice(0, limit);
}
