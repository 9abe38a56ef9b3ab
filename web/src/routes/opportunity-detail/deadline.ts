import { DEADLINE_HIGHLIGHT_DAYS, deadlineToday, isOpen } from '@futurefund/core';
import { daysUntil, inDaysText } from '../../lib/format';

/** UTC−12, where a day ends last: the zone in which listings close (core's deadlineToday). */
export const ANYWHERE_ON_EARTH_ZONE = 'Etc/GMT+12';

export type DeadlineStatus =
  | { kind: 'none'; label: string }
  | { kind: 'expired'; label: string }
  | { kind: 'upcoming'; label: string; days: number; isUrgent: boolean };

/**
 * Product §2 deadline badge: 'Expired' when past, else 'In N days', urgent at 7 days or fewer;
 * counted from the user's today in their own time zone, as the dashboard counts.
 *
 * 'Expired' follows core's isOpen, the rule that closes a listing everywhere else (browse, counts,
 * the closed banner): a deadline passes when its day has ended Anywhere on Earth. East of that
 * zone the local day can already be the next one while the listing is still open; the badge then
 * reads 'Due today' instead of calling an open listing expired.
 */
export function deadlineStatus(deadline: string | null, now: Date, timeZone?: string): DeadlineStatus {
  const days = deadline === null ? null : daysUntil(deadline, now, timeZone);
  if (deadline === null || days === null) return { kind: 'none', label: 'No deadline listed' };
  if (!isOpen({ closed: false, deadline }, deadlineToday(now))) return { kind: 'expired', label: 'Expired' };
  // 'In 0 days' reads wrong; the product's wording holds from 1 day on. A local day past the
  // deadline that is still its day somewhere on Earth also reads 'Due today'.
  if (days <= 0) return { kind: 'upcoming', label: 'Due today', days: 0, isUrgent: true };
  return { kind: 'upcoming', label: inDaysText(days), days, isUrgent: days <= DEADLINE_HIGHLIGHT_DAYS };
}
