import {
  FRESHNESS_COLUMNS,
  FRESHNESS_REGION_LABEL,
  FRESHNESS_TABLE_CAPTION,
  freshnessRow,
  freshnessTableClasses as classes,
  freshnessText,
} from '../../components/data-sources/source-freshness';
import { formatTimestamp } from '../../lib/format';
import { useSourceFreshness } from '../../lib/source-freshness-query';

/**
 * Each active source's facts (GET /api/opportunities/sources): whether the catalog schedule
 * refreshes it, when it was last imported, when it last verified a listing and how many of its
 * listings are open. Narrow screens scroll the table inside its own focusable region.
 */
export function SourceFreshnessTable() {
  const state = useSourceFreshness();
  // Drawn on the server no figure is known, so nothing is claimed (ADR 043): the drawn page's
  // island fills this place with the same sentence and table once it has read them.
  if (state.status === 'drawn') return <div data-source-freshness-table="" />;
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
        aria-label={FRESHNESS_REGION_LABEL}
        className={classes.region}
      >
        <table className={classes.table}>
          <caption className="sr-only">{FRESHNESS_TABLE_CAPTION}</caption>
          <thead className={classes.head}>
            <tr>
              {FRESHNESS_COLUMNS.map((column) => (
                <th key={column} scope="col" className={classes.columnHeader}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.sources.map((source) => {
              const [name, ...cells] = freshnessRow(source, formatTimestamp);
              return (
                <tr key={source.name} className={classes.row}>
                  <th scope="row" className={classes.rowHeader}>
                    {name}
                  </th>
                  {cells.map((cell, index) => (
                    <td
                      key={FRESHNESS_COLUMNS[index + 1]}
                      className={index === 3 ? classes.count : classes.cell}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
