import { DEADLINE_HIGHLIGHT_DAYS } from '@futurefund/core';
import { daysUntil, inDaysText } from '../../lib/format';

export type DeadlineStatus =
  | { kind: 'none'; label: string }
  | { kind: 'expired'; label: string }
  | { kind: 'upcoming'; label: string; days: number; isUrgent: boolean };

/**
 * Product §2 deadline badge: 'Expired' when past, else 'In N days', urgent at 7 days or fewer;
 * counted from the user's today in their own time zone, as the dashboard counts.
 */
export function deadlineStatus(deadline: string | null, now: Date, timeZone?: string): DeadlineStatus {
  const days = deadline ? daysUntil(deadline, now, timeZone) : null;
  if (days === null) return { kind: 'none', label: 'No deadline listed' };
  if (days < 0) return { kind: 'expired', label: 'Expired' };
  // 'In 0 days' reads wrong; the product's wording holds from 1 day on.
  const label = days === 0 ? 'Due today' : inDaysText(days);
  return { kind: 'upcoming', label, days, isUrgent: days <= DEADLINE_HIGHLIGHT_DAYS };
}
