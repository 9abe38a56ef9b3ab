import type { OpportunityListItem } from '@futurefund/core';
import { memo } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { fromBrowse } from '../../../lib/browse-return';
import { cn } from '../../../lib/utils';
import type { useBrowseResults } from '../api/browse-opportunities';
import { OpportunityCard } from './opportunity-card';

type BrowseResultsProps = {
  results: ReturnType<typeof useBrowseResults>;
  onClearAll: () => void;
  /** Reveals 12 more cards (the depth lives in the URL). */
  onShowMore: () => void;
};

const countFormat = new Intl.NumberFormat('en-US');

/** "More than 1,000" when the server stopped counting a search at its cap (ADR 009). */
export const resultCountText = (total: number, capped = false) =>
  capped
    ? `More than ${countFormat.format(total)} opportunities found`
    : `${countFormat.format(total)} ${total === 1 ? 'opportunity' : 'opportunities'} found`;

export const loadMoreText = (remaining: number, capped: boolean) =>
  !capped
    ? `Load More (${countFormat.format(remaining)} remaining)`
    : remaining > 0
      ? `Load More (more than ${countFormat.format(remaining)} remaining)`
      : 'Load More';

/** Count, grid and Load More, or the loading, error and empty states of product §2. */
export function BrowseResults({ results, onClearAll, onShowMore }: BrowseResultsProps) {
  const { items, total, totalCapped, remaining, isPending, isPlaceholderData, isFetchNextPageError } =
    results;
  // A failed Load More keeps the cards already shown; Load More itself is the retry then.
  const isError = results.isError && !isFetchNextPageError;
  return (
    <section aria-labelledby="results-heading" className="grid gap-4">
      <h2 id="results-heading" className="sr-only">
        Results
      </h2>
      {/* Always mounted, so each new count is announced politely. */}
      <p aria-live="polite" className="text-sm font-medium text-muted-foreground">
        {isPending || isError ? '' : resultCountText(total, totalCapped)}
      </p>
      {isPending ? <Spinner label="Loading opportunities…" /> : null}
      {isError ? <LoadError onRetry={() => results.refetch()} /> : null}
      {!isPending && !isError && total === 0 ? <NoResults onClearAll={onClearAll} /> : null}
      {items.length > 0 && !isError ? <ResultGrid items={items} isStale={isPlaceholderData} /> : null}
      {isFetchNextPageError ? <LoadError /> : null}
      {results.hasMore && !isPlaceholderData && !isError ? (
        <Button
          variant="outline"
          // aria-disabled, not disabled: a disabled button drops keyboard focus to the page, and
          // the student pressing Load More should stay on it for the next press.
          aria-disabled={results.isFetchingNextPage}
          className={cn('justify-self-center', results.isFetchingNextPage && 'opacity-60')}
          onClick={() => {
            if (results.isFetchingNextPage) return;
            // After a failed load the depth is already asked for: Load More retries that page.
            if (isFetchNextPageError) void results.fetchNextPage();
            else onShowMore();
          }}
        >
          {results.isFetchingNextPage ? 'Loading…' : loadMoreText(remaining, totalCapped)}
        </Button>
      ) : null}
      {results.reachedMaxShown && !isPlaceholderData ? (
        <p className="text-center text-sm text-muted-foreground">
          {`These are the first ${countFormat.format(items.length)}. Narrow the search or filters to see the others.`}
        </p>
      ) : null}
    </section>
  );
}

/** While new filters load, the previous cards stay (dimmed, aria-busy) instead of a blank page. */
// Memoised: while the next answer is drawn in the background (browse-opportunities.ts), the
// page's urgent re-renders leave the cards alone.
const ResultGrid = memo(function ResultGrid({
  items,
  isStale,
}: {
  items: OpportunityListItem[];
  isStale: boolean;
}) {
  // Each card's link tells its detail page which browse state to return to.
  const linkState = fromBrowse(useLocation());
  return (
    <ul
      aria-busy={isStale}
      className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', isStale && 'opacity-60')}
    >
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`}>
          <OpportunityCard item={item} linkState={linkState} />
        </li>
      ))}
    </ul>
  );
});

function LoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert variant="destructive" className="justify-items-start">
      <AlertDescription className="text-card-foreground">
        Failed to load opportunities. Please try again later.
      </AlertDescription>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}

function NoResults({ onClearAll }: { onClearAll: () => void }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-lg border border-dashed p-10 text-center">
      <p>No opportunities found matching your criteria.</p>
      <Button variant="outline" onClick={onClearAll}>
        Clear All Filters
      </Button>
    </div>
  );
}
