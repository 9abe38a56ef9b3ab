import { applicationStatusLabels, type ApplicationCard, type ApplicationStatus } from '@futurefund/core';

// Statuses as the dashboard groups them: stat cards, list tabs and board columns.

export const statusLabel = (status: ApplicationStatus) => applicationStatusLabels[status];

/** The board's columns, left to right: the order an application moves through. */
export const boardStatuses = [
  'interested',
  'applied',
  'interviewing',
  'awarded',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

/** The stat cards of product §2 (rejected has no card; it shows under All and on the board). */
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

/** The list tabs of product §2; the URL keeps the value (?tab=saved). */
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
 * "always empty" Saved tab (product §2) is a defect, not a rule. Rejected ones show under All only.
 */
export function cardsForTab(cards: readonly ApplicationCard[], tab: ListTab): ApplicationCard[] {
  const status = listTabs.find((entry) => entry.value === tab)?.status ?? null;
  return status === null ? [...cards] : cards.filter((card) => card.status === status);
}

export type DashboardView = 'list' | 'board';

export const parseView = (value: string | null): DashboardView => (value === 'board' ? 'board' : 'list');
