import type { Application, ApplicationCard, ApplicationHistoryEntry, CalendarFeed } from '@futurefund/core';
import type { ApplicationRow, ApplicationWithOpportunity, HistoryRow } from './applications.repo';

// Rows → API shapes for the tracker (pure; the response schemas then drop anything extra).

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    userId: row.userId,
    opportunityId: row.opportunityId,
    opportunityType: row.opportunityType,
    status: row.status,
    notes: row.notes,
    dateApplied: iso(row.dateApplied),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A dashboard card: the application with what it shows of its opportunity and its attached documents. */
export function toApplicationCard(
  row: ApplicationWithOpportunity,
  documents: ApplicationCard['documents'] = [],
): ApplicationCard {
  return {
    ...toApplication(row.application),
    title: row.title,
    type: row.kind,
    awardAmount: row.awardAmount,
    company: row.company,
    organization: row.organization,
    deadline: row.deadline,
    tags: row.tags,
    documents,
  };
}

export function toHistoryEntry(row: HistoryRow): ApplicationHistoryEntry {
  return {
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    note: row.note,
    changedAt: row.changedAt.toISOString(),
  };
}

/** The subscription's state; `url` only in the answer that created it (only a hash is kept). */
export function toCalendarFeed(feed: { url: string | null; createdAt: Date | null }): CalendarFeed {
  return { url: feed.url, active: feed.createdAt !== null, createdAt: iso(feed.createdAt) };
}
