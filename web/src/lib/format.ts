import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

// Wording and dates that browse, detail and dashboard cards share, written once.

const kindLabels: Record<string, string> = {
  scholarship: 'Scholarship',
  grant: 'Grant',
  fellowship: 'Fellowship',
  internship: 'Internship',
};

/** An opportunity's kind as its label; a kind without one is shown capitalised as written. */
export const kindLabel = (kind: string) =>
  kindLabels[kind] ?? (kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : 'Opportunity');

/** The award as its source states it, or `fallback` when it states none. */
export const awardText = (amount: string | null | undefined, fallback = 'Award not stated') =>
  amount?.trim() || fallback;

/** An internship's paid flag; `unknown` when the source does not say. */
export const paidText = (isPaid: boolean | null, unknown = 'Pay not stated') =>
  isPaid === null ? unknown : isPaid ? 'Paid' : 'Unpaid';

// Deadlines are calendar dates; formatting in UTC keeps "2026-03-01" from showing as Feb 28.
const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date as "Mar 1, 2026". */
export const formatCalendarDate = (date: string) => calendarDate.format(new Date(`${date}T00:00:00Z`));

/** A deadline as a calendar date, or `none` when there is no deadline. */
export const deadlineText = (deadline: string | null, none = 'No deadline listed') =>
  deadline ? formatCalendarDate(deadline) : none;

// Timestamps (applied on, history) are moments; they read in the user's own time zone.
const localDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : localDate.format(date);
}

/** The user's time zone, as the browser reports it: "today" is the user's own calendar date. */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The calendar date (YYYY-MM-DD) in `timeZone` at `now`. */
export function todayIn(timeZone: string = userTimeZone(), now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whole calendar days from the user's today to a YYYY-MM-DD deadline (0 on the day, negative once
 * past), or null for text that is not such a date. The one definition of "In N days" (product §2):
 * the dashboard and the detail page both count with it.
 */
export function daysUntil(
  deadline: string,
  now: Date = new Date(),
  timeZone: string = userTimeZone(),
): number | null {
  if (!ISO_DATE.test(deadline)) return null;
  const inZone = tz(timeZone);
  const due = parseISO(deadline, { in: inZone });
  return isValid(due) ? differenceInCalendarDays(due, now, { in: inZone }) : null;
}

/** "In 1 day", "In N days": product §2 wording for a deadline one or more days ahead. */
export const inDaysText = (days: number) => (days === 1 ? 'In 1 day' : `In ${days} days`);

/** Days left to a deadline as a card says it: 'Today' on the day, else 'In N days'. */
export const daysLeftLabel = (days: number) => (days <= 0 ? 'Today' : inDaysText(days));
