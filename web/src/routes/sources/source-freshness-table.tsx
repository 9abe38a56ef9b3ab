import type { SourceFreshness } from '@futurefund/core';
import { freshnessText } from '../../components/data-sources/source-freshness';
import { formatTimestamp } from '../../lib/format';
import { useSourceFreshness } from '../../lib/source-freshness-query';

/** One source's row of the sources page's table, in words. */
function freshnessRow(source: SourceFreshness) {
  return {
    name: source.name,
    refreshesItself: source.refreshesItself ? 'Yes' : 'No',
    lastImported: source.lastRefreshedAt ? formatTimestamp(source.lastRefreshedAt) : 'Not yet',
    lastVerified: source.lastVerifiedAt ? formatTimestamp(source.lastVerifiedAt) : 'Not stated',
    openListings: String(source.openListings),
  };
}

const columns = [
  'Source',
  'Refreshes itself',
  'Last imported',
  'Last verified by the source',
  'Open listings',
];

/**
 * Each active source's facts (GET /api/opportunities/sources): whether the catalog schedule
 * refreshes it, when it was last imported, when it last verified a listing and how many of its
 * listings are open. Narrow screens scroll the table inside its own focusable region.
 */
export function SourceFreshnessTable() {
  const state = useSourceFreshness();
  // Drawn on the server no figure is known, so nothing is claimed (ADR 043); the next points
  // still say what holds for every listing.
  if (state.status === 'drawn') return null;
  if (state.status === 'loading')
    return (
      <p aria-busy="true" className="min-h-[3lh] text-muted-foreground">
        Loading each source&apos;s dates…
      </p>
    );
  if (state.status === 'error')
    return <p>Each source&apos;s dates could not be loaded just now. Please try again later.</p>;
  if (state.sources.length === 0) return <p>No source is active right now.</p>;
  return (
    <>
      <p>{freshnessText(state.sources, formatTimestamp)}</p>
      <div
        role="region"
        // A scrolling region keyboard users can reach and scroll (WCAG 2.1.1), as the admin tables do.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label="Sources and their dates (scrolls sideways on narrow screens)"
        className="mt-3 overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Our data sources: refresh, last import and last verification</caption>
          <thead className="bg-muted">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.sources.map((source) => {
              const row = freshnessRow(source);
              return (
                <tr key={source.name} className="border-t">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {row.name}
                  </th>
                  <td className="px-3 py-2">{row.refreshesItself}</td>
                  <td className="px-3 py-2">{row.lastImported}</td>
                  <td className="px-3 py-2">{row.lastVerified}</td>
                  <td className="px-3 py-2 tabular-nums">{row.openListings}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
