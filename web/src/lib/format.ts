import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { awardKind, awardKindLabels, formatAward, type AwardFacts, type AwardWords } from '@futurefund/core';

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

/**
 * What a listing is, as the badge and the "Type" fact name it: a loan, a bond or a prize draw by
 * that name, whatever kind the source filed it under, since a student must not take one for a
 * scholarship; a scholarship that is part loan says so.
 */
export function listingKindLabel(kind: string, words?: AwardWords): string {
  const money = words ? awardKind(words) : 'grant';
  if (money === 'grant') return kindLabel(kind);
  if (money === 'part-loan') return `${kindLabel(kind)} (part loan)`;
  return awardKindLabels[money];
}

/**
 * The award in the one wording every surface uses (core's formatAward: own currency, a period
 * only where the listing states one, "Loan ·" and the like before what is not a grant), or
 * `fallback` when the listing states none.
 */
export const awardText = (award: AwardFacts, fallback = 'Award not stated') =>
  formatAward(award)?.trim() || fallback;

/** An internship's paid flag; `unknown` when the source does not say. */
export const paidText = (isPaid: boolean | null, unknown = 'Pay not stated') =>
  isPaid === null ? unknown : isPaid ? 'Paid' : 'Unpaid';

// Dates are worded with date-fns's own English tables rather than Intl.DateTimeFormat: the first
// Intl date formatter a page creates costs ~30 ms of ICU start-up (over 100 ms on a slow phone), a
// long task on the first paint of every page that shows a deadline (ADR 037).
const CALENDAR_FORMAT = 'MMM d, yyyy';

/** A YYYY-MM-DD date as "Mar 1, 2026": read and written on the local calendar, so never shifted. */
export const formatCalendarDate = (date: string) => format(parseISO(date), CALENDAR_FORMAT);

/** A deadline as a calendar date, or `none` when there is no deadline. */
export const deadlineText = (deadline: string | null, none = 'No deadline listed') =>
  deadline ? formatCalendarDate(deadline) : none;

/** A moment (applied on, history) as the date it was in the user's own time zone. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, CALENDAR_FORMAT);
}

/** The user's time zone's name, as the browser reports it (for forms that show or store it). */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The calendar in `timeZone`, or the browser's own when none is given: the local clock already is
 * the user's today, and date-fns then needs no time-zone data at all.
 */
const calendarIn = (timeZone: string | undefined) => (timeZone ? { in: tz(timeZone) } : {});

/** The calendar date (YYYY-MM-DD) in `timeZone` (the browser's own by default) at `now`. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', calendarIn(timeZone));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whole calendar days from the user's today to a YYYY-MM-DD deadline (0 on the day, negative once
 * past), or null for text that is not such a date. The one definition of "In N days" (product §2):
 * the dashboard and the detail page both count with it. `timeZone` defaults to the browser's own.
 */
export function daysUntil(deadline: string, now: Date = new Date(), timeZone?: string): number | null {
  if (!ISO_DATE.test(deadline)) return null;
  const inZone = calendarIn(timeZone);
  const due = parseISO(deadline, inZone);
  return isValid(due) ? differenceInCalendarDays(due, now, inZone) : null;
}

/** "In 1 day", "In N days": product §2 wording for a deadline one or more days ahead. */
export const inDaysText = (days: number) => (days === 1 ? 'In 1 day' : `In ${days} days`);

/** Days left to a deadline as a card says it: 'Today' on the day, else 'In N days'. */
export const daysLeftLabel = (days: number) => (days <= 0 ? 'Today' : inDaysText(days));
