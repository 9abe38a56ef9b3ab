import { DEADLINE_HIGHLIGHT_DAYS } from '@futurefund/core';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole calendar days from the user's local today to a YYYY-MM-DD deadline (negative once past).
 * Both dates count from midnight UTC of their calendar day, so daylight-saving changes cannot turn
 * 3 days into 2.
 */
export function daysUntil(deadline: string, now: Date): number | null {
  const match = ISO_DATE.exec(deadline);
  if (!match) return null;
  const due = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((due - today) / DAY_MS);
}

export type DeadlineStatus =
  | { kind: 'none'; label: string }
  | { kind: 'expired'; label: string }
  | { kind: 'upcoming'; label: string; days: number; isUrgent: boolean };

/** Spec §2 deadline badge: 'Expired' when past, else 'In N days', urgent at 7 days or fewer. */
export function deadlineStatus(deadline: string | null, now: Date): DeadlineStatus {
  const days = deadline ? daysUntil(deadline, now) : null;
  if (days === null) return { kind: 'none', label: 'No deadline listed' };
  if (days < 0) return { kind: 'expired', label: 'Expired' };
  // 'In 0 days' / 'In 1 days' read wrong; the spec's wording holds from 2 days on.
  const label = days === 0 ? 'Due today' : days === 1 ? 'In 1 day' : `In ${days} days`;
  return { kind: 'upcoming', label, days, isUrgent: days <= DEADLINE_HIGHLIGHT_DAYS };
}
