import type { SourceFreshness } from '@futurefund/core';

// What the About promise and the sources page say about freshness (product §1 About claims), from
// GET /api/opportunities/sources: only what the sources' own facts support. Dates are written by
// the caller's formatter (the app's formatTimestamp; the drawn page's island, which loads no date
// library, the same "Dec 4, 2026" through Intl), so this module imports none.

/** True without any figure: what is shown while drawn on the server, and after a failed read. */
export const FRESHNESS_FALLBACK = 'Every listing shows its source and when that source last verified it.';

/** While the figures load: neutral, and no claim either way. */
export const FRESHNESS_LOADING = 'Checking when our sources were last imported…';

const REVIEW_AND_VERIFY =
  'contributor submissions are reviewed as they arrive, and every listing shows when its source last verified it.';

const DAILY = /^(\d{1,2}) (\d{1,2}) \* \* \*$/;
const twoDigits = (n: string) => n.padStart(2, '0');

/** A catalog schedule's cron pattern (always UTC) in words: "every day at 09:00 UTC". */
export function scheduleText(cron: string | null): string {
  if (!cron) return 'on a schedule';
  const daily = DAILY.exec(cron.trim());
  return daily
    ? `every day at ${twoDigits(daily[2]!)}:${twoDigits(daily[1]!)} UTC`
    : `on the schedule “${cron}” (UTC)`;
}

/** The newest of some ISO moments, or null when there are none. */
function newest(moments: (string | null)[]): string | null {
  return moments.reduce<string | null>((max, at) => (at && (!max || at > max) ? at : max), null);
}

const sourcesWord = (n: number) => (n === 1 ? '1 source' : `${n} sources`);

/**
 * The freshness promise in figures: how many sources, which refresh themselves and when, and when
 * the snapshots were last imported. E.g. "Our catalog comes from 9 sources. None refreshes itself
 * yet: each is a snapshot we import, last imported Dec 4, 2026; contributor submissions …".
 */
export function freshnessText(
  sources: readonly SourceFreshness[],
  formatDate: (iso: string) => string,
): string {
  const total = sources.length;
  if (total === 0) return `Contributor submissions are reviewed as they arrive. ${FRESHNESS_FALLBACK}`;
  const refreshing = sources.filter((source) => source.refreshesItself);
  const snapshots = sources.filter((source) => !source.refreshesItself);
  const imported = newest(snapshots.map((source) => source.lastRefreshedAt));
  const lastImported = imported ? `, last imported ${formatDate(imported)}` : '';
  const schedule = scheduleText(refreshing.find((source) => source.schedule)?.schedule ?? null);
  const intro = `Our catalog comes from ${sourcesWord(total)}.`;

  if (refreshing.length === 0) {
    const each = total === 1 ? 'It does not refresh itself yet: it is' : 'None refreshes itself yet: each is';
    return `${intro} ${each} a snapshot we import${lastImported}; ${REVIEW_AND_VERIFY}`;
  }
  const names = refreshing.map((source) => source.name).join(', ');
  if (snapshots.length === 0) {
    const all =
      total === 1 ? `It refreshes itself ${schedule}` : `All ${total} refresh themselves ${schedule}`;
    return `${intro} ${all}; ${REVIEW_AND_VERIFY}`;
  }
  const some =
    refreshing.length === 1
      ? `1 of ${total} sources refreshes itself ${schedule}: ${names}.`
      : `${refreshing.length} of ${total} sources refresh themselves ${schedule}: ${names}.`;
  const others = snapshots.length === 1 ? 'The other is a snapshot' : 'The others are snapshots';
  return `${intro} ${some} ${others} we import${lastImported}; ${REVIEW_AND_VERIFY}`;
}

/** The sources table's columns (the sources page; the drawn page's island fills the same table). */
export const FRESHNESS_COLUMNS = [
  'Source',
  'Refreshes itself',
  'Last imported',
  'Last verified by the source',
  'Open listings',
] as const;

/** One source's row of the sources table, in words, one cell per column. */
export function freshnessRow(source: SourceFreshness, formatDate: (iso: string) => string): string[] {
  return [
    source.name,
    source.refreshesItself ? 'Yes' : 'No',
    source.lastRefreshedAt ? formatDate(source.lastRefreshedAt) : 'Not yet',
    source.lastVerifiedAt ? formatDate(source.lastVerifiedAt) : 'Not stated',
    String(source.openListings),
  ];
}

export const FRESHNESS_TABLE_CAPTION = 'Our data sources: refresh, last import and last verification';
export const FRESHNESS_REGION_LABEL = 'Sources and their dates (scrolls sideways on narrow screens)';
/** The classes of the table's parts, shared by the app's table and the island's. */
export const freshnessTableClasses = {
  region:
    'mt-3 overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  table: 'w-full min-w-[36rem] text-left text-sm',
  head: 'bg-muted',
  columnHeader: 'px-3 py-2 font-semibold',
  row: 'border-t',
  rowHeader: 'px-3 py-2 font-medium',
  cell: 'px-3 py-2',
  count: 'px-3 py-2 tabular-nums',
};
