import { stringify } from 'csv-stringify/sync';
import { applicationStatusLabels } from '@futurefund/core';
import type { SessionUser } from '../auth/auth.repo';
import type { ApplicationsRepo, ApplicationWithOpportunity, HistoryRow } from './applications.repo';

/**
 * A cell starting with = + - @ (or a tab/CR) would run as a formula in a spreadsheet app: scraped
 * titles and the user's own notes are data, so such cells get a leading apostrophe (OWASP advice).
 */
export const neutralizeFormula = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : '');

/** "2026-11-20 Saved; 2026-11-21 Saved → Applied (sent the essay)" */
function historyText(entries: HistoryRow[]): string {
  return entries
    .map((entry) => {
      const to = applicationStatusLabels[entry.toStatus];
      const step = entry.fromStatus ? `${applicationStatusLabels[entry.fromStatus]} → ${to}` : to;
      return `${day(entry.changedAt)} ${step}${entry.note ? ` (${entry.note})` : ''}`;
    })
    .join('; ');
}

export const EXPORT_COLUMNS = [
  'Title',
  'Type',
  'Organization',
  'Award',
  'Status',
  'Deadline',
  'Date Applied',
  'Saved On',
  'Notes',
  'Status History',
  'Link',
] as const;

/** One row per application, its whole status history in one cell (spreadsheet-friendly). */
export function applicationsCsv(
  rows: ApplicationWithOpportunity[],
  history: HistoryRow[],
  siteUrl: string,
): string {
  const byApplication = new Map<number, HistoryRow[]>();
  for (const entry of history) {
    byApplication.set(entry.applicationId, [...(byApplication.get(entry.applicationId) ?? []), entry]);
  }
  const records = rows.map(({ application, ...opportunity }) =>
    [
      opportunity.title ?? 'Removed opportunity',
      opportunity.kind,
      opportunity.company ?? '',
      opportunity.awardAmount ?? '',
      applicationStatusLabels[application.status],
      opportunity.deadline ?? '',
      day(application.dateApplied),
      day(application.createdAt),
      application.notes ?? '',
      historyText(byApplication.get(application.id) ?? []),
      `${siteUrl}/${application.opportunityType}s/${application.opportunityId}`,
    ].map(neutralizeFormula),
  );
  // A byte-order mark so spreadsheet apps read the UTF-8 (accents, arrows) correctly.
  return `\uFEFF${stringify(records, { header: true, columns: [...EXPORT_COLUMNS] })}`;
}

/** The signed-in user's own data as a spreadsheet (free for everyone, ADR 010). */
export function createExportService(repo: ApplicationsRepo) {
  return {
    async applicationsCsv(actor: SessionUser, siteUrl: string): Promise<string> {
      const [rows, history] = await Promise.all([repo.listForUser(actor.id), repo.historyForUser(actor.id)]);
      return applicationsCsv(rows, history, siteUrl);
    },
  };
}
