import {
  applicationStatusLabels,
  deadlineToday,
  UPCOMING_DEADLINES_LIMIT,
  type Application,
  type ApplicationCard,
  type ApplicationHistoryEntry,
  type ApplicationStatus,
  type PublicUser,
} from '@futurefund/core';

// What the dashboard shows, as plain functions so the rules are tested without rendering.

export const statusLabel = (status: ApplicationStatus) => applicationStatusLabels[status];

/** The board's columns, left to right: the order an application moves through. */
export const boardStatuses = [
  'interested',
  'applied',
  'interviewing',
  'awarded',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

/** The stat cards of spec §2 (rejected has no card; it shows under All and on the board). */
export const statStatuses = [
  'interested',
  'applied',
  'interviewing',
  'awarded',
] as const satisfies readonly ApplicationStatus[];

export type StatusCounts = Record<ApplicationStatus, number>;

export function countByStatus(cards: readonly ApplicationCard[]): StatusCounts {
  const counts: StatusCounts = { interested: 0, applied: 0, interviewing: 0, awarded: 0, rejected: 0 };
  for (const card of cards) counts[card.status] += 1;
  return counts;
}

/** The list tabs of spec §2; the URL keeps the value (?tab=saved). */
export const listTabs = [
  { value: 'all', label: 'All', status: null },
  { value: 'saved', label: 'Saved', status: 'interested' },
  { value: 'applied', label: 'Applied', status: 'applied' },
  { value: 'in-progress', label: 'In Progress', status: 'interviewing' },
  { value: 'awarded', label: 'Awarded', status: 'awarded' },
] as const satisfies readonly { value: string; label: string; status: ApplicationStatus | null }[];

export type ListTab = (typeof listTabs)[number]['value'];

export function parseListTab(value: string | null): ListTab {
  return listTabs.find((tab) => tab.value === value)?.value ?? 'all';
}

/**
 * The cards one tab lists. Saved lists the saved (interested) applications: the source app's
 * "always empty" Saved tab (spec §2) is a defect, not a rule. Rejected ones show under All only.
 */
export function cardsForTab(cards: readonly ApplicationCard[], tab: ListTab): ApplicationCard[] {
  const status = listTabs.find((entry) => entry.value === tab)?.status ?? null;
  return status === null ? [...cards] : cards.filter((card) => card.status === status);
}

export type DashboardView = 'list' | 'board';

export const parseView = (value: string | null): DashboardView => (value === 'board' ? 'board' : 'list');

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type UpcomingDeadline = { id: number; title: string; deadline: string; daysLeft: number };

/**
 * Spec §2/§9: the five earliest deadlines among saved (interested) applications that are today or
 * later. "Today" is the Anywhere-on-Earth date, as everywhere else deadlines are compared.
 */
export function upcomingDeadlines(
  cards: readonly ApplicationCard[],
  today: string = deadlineToday(),
  limit: number = UPCOMING_DEADLINES_LIMIT,
): UpcomingDeadline[] {
  return cards
    .filter(
      (card): card is ApplicationCard & { deadline: string } =>
        card.status === 'interested' && card.deadline !== null && card.deadline >= today,
    )
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id)
    .slice(0, limit)
    .map((card) => ({
      id: card.id,
      title: cardTitle(card),
      deadline: card.deadline,
      daysLeft: daysBetween(today, card.deadline),
    }));
}

export function daysLeftLabel(days: number): string {
  if (days <= 0) return 'Today';
  return days === 1 ? 'In 1 day' : `In ${days} days`;
}

export type FunnelStage = { stage: string; count: number };

/**
 * The progress funnel, cumulative: every application was saved once; an application further
 * along also counts for the stages before it (awarded counts as applied and in progress, rejected
 * as applied, since it was sent).
 */
export function progressFunnel(cards: readonly ApplicationCard[]): FunnelStage[] {
  const counts = countByStatus(cards);
  return [
    { stage: 'Saved', count: cards.length },
    {
      stage: 'Applied',
      count: counts.applied + counts.interviewing + counts.awarded + counts.rejected,
    },
    { stage: 'In Progress', count: counts.interviewing + counts.awarded },
    { stage: 'Awarded', count: counts.awarded },
  ];
}

// Deadlines are calendar dates; formatting in UTC keeps "2026-03-01" from showing as Feb 28.
const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

// Timestamps (applied on, history) are moments; they read in the user's own time zone.
const localDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const formatCalendarDate = (date: string) => calendarDate.format(new Date(`${date}T00:00:00Z`));

export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : localDate.format(date);
}

export const deadlineText = (deadline: string | null) =>
  deadline ? formatCalendarDate(deadline) : 'No deadline';

export const appliedText = (dateApplied: string | null) =>
  dateApplied ? `Applied on ${formatTimestamp(dateApplied)}` : 'Not applied yet';

/** Null title: the opportunity has been removed from the catalog since it was saved. */
export const cardTitle = (card: Pick<ApplicationCard, 'title'>) => card.title ?? 'Removed opportunity';

const kindLabels: Record<string, string> = {
  scholarship: 'Scholarship',
  grant: 'Grant',
  fellowship: 'Fellowship',
  internship: 'Internship',
};

export const kindText = (type: string) =>
  kindLabels[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'Opportunity');

/** Award for scholarships (and grants, fellowships), company for internships. */
export function rewardFact(card: Pick<ApplicationCard, 'opportunityType' | 'awardAmount' | 'company'>): {
  term: string;
  text: string;
} {
  if (card.opportunityType === 'internship') {
    return { term: 'Company', text: card.company?.trim() || 'Company not stated' };
  }
  return { term: 'Award', text: card.awardAmount?.trim() || 'Award not stated' };
}

/** One history line: 'Saved' for the first, then 'Saved → Applied' for each change. */
export function historyText(entry: Pick<ApplicationHistoryEntry, 'fromStatus' | 'toStatus'>): string {
  if (entry.fromStatus === null) {
    return entry.toStatus === 'interested' ? 'Saved' : `Added as ${statusLabel(entry.toStatus)}`;
  }
  return `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}`;
}

/**
 * Whether the user has application access (Premium): admins, or a weekly access window that has
 * not ended. Only labels the controls; the server decides (403 PREMIUM_REQUIRED).
 */
export function hasPremium(
  user: Pick<PublicUser, 'role' | 'weeklyAccessExpiresAt'> | null,
  now: Date = new Date(),
): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  const expires = user.weeklyAccessExpiresAt ? Date.parse(user.weeklyAccessExpiresAt) : Number.NaN;
  return Number.isFinite(expires) && expires > now.getTime();
}

/** The cached cards with one application's new fields (PATCH answers without the card fields). */
export function mergeApplication(
  cards: readonly ApplicationCard[] | undefined,
  updated: Partial<Application> & { id: number },
): ApplicationCard[] | undefined {
  return cards?.map((card) => (card.id === updated.id ? { ...card, ...updated } : card));
}
