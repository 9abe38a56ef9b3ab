import { shellApiPaths, type SourceFreshness } from '@futurefund/core';
import { apiRequest } from '../lib/api-client';
import {
  FRESHNESS_COLUMNS,
  FRESHNESS_REGION_LABEL,
  FRESHNESS_TABLE_CAPTION,
  freshnessRow,
  freshnessTableClasses as classes,
  freshnessText,
} from '../components/data-sources/source-freshness';

/** "Dec 4, 2026" in the reader's time zone, as the app's formatTimestamp writes it. */
const calendarDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const formatDate = (iso: string) => calendarDate.format(new Date(iso));

/** GET /api/opportunities/sources, or null when it cannot be read (nothing is invented then). */
async function readSources(): Promise<SourceFreshness[] | null> {
  try {
    const response = await apiRequest('GET', shellApiPaths.opportunitySources);
    return (await response.json()) as SourceFreshness[];
  } catch {
    return null;
  }
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
};

/** The sources page's sentence and table, as the app draws them (source-freshness-table.tsx). */
function freshnessTable(sources: readonly SourceFreshness[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  fragment.append(element('p', undefined, freshnessText(sources, formatDate)));
  const region = element('div', classes.region);
  region.setAttribute('role', 'region');
  region.tabIndex = 0;
  region.setAttribute('aria-label', FRESHNESS_REGION_LABEL);
  const table = element('table', classes.table);
  table.append(element('caption', 'sr-only', FRESHNESS_TABLE_CAPTION));
  const headRow = element('tr');
  for (const column of FRESHNESS_COLUMNS) {
    const header = element('th', classes.columnHeader, column);
    header.scope = 'col';
    headRow.append(header);
  }
  table.appendChild(element('thead', classes.head)).append(headRow);
  const body = table.appendChild(element('tbody'));
  for (const source of sources) {
    const [name, ...cells] = freshnessRow(source, formatDate);
    const row = body.appendChild(element('tr', classes.row));
    const header = row.appendChild(element('th', classes.rowHeader, name));
    header.scope = 'row';
    cells.forEach((cell, index) =>
      row.append(element('td', index === 3 ? classes.count : classes.cell, cell)),
    );
  }
  region.append(table);
  fragment.append(region);
  return fragment;
}

/**
 * Fills a drawn page's freshness places (ADR 043) from one read of GET /api/opportunities/sources:
 * About's promise with the sentence the app shows, the sources page's place with its sentence and
 * table. When the read fails the drawn fallback stays, true without figures.
 */
export async function fillSourceFreshness(promise: HTMLElement | null, table: HTMLElement | null) {
  if (!promise && !table) return;
  const sources = await readSources();
  if (sources === null) return;
  if (promise) promise.textContent = freshnessText(sources, formatDate);
  if (table && sources.length > 0) table.replaceChildren(freshnessTable(sources));
}
