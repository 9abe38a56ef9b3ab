import {
  BROWSE_MAX_LIMIT,
  BROWSE_PAGE_SIZE,
  opportunitiesApi,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type OpportunityListItem,
} from '@futurefund/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { apiWithHeaders } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/api-query';
import { browseApiQuery, MAX_SHOWN, type BrowseFilters } from '../browse-url';

/** `capped`: the server counted only up to BROWSE_TOTAL_CAP, and there are more than `total`. */
export type OpportunityPage = { items: OpportunityListItem[]; total: number; capped: boolean };

/** Where a page starts and how many it asks for: 12, or more at once to restore a Load More depth. */
export type PageParam = { offset: number; limit: number };

/** One page of GET /api/opportunities; the total match count comes in a header (the body stays a list). */
export async function fetchOpportunityPage(
  filters: BrowseFilters,
  { offset, limit }: PageParam,
  signal?: AbortSignal,
): Promise<OpportunityPage> {
  const { data: items, headers } = await apiWithHeaders(
    opportunitiesApi.browse,
    { query: browseApiQuery(filters, offset, limit) },
    { signal },
  );
  return opportunityPage(items, (name) => headers.get(name), offset);
}

/** A page of results from the list and its count headers (`header` reads one, null when absent). */
export function opportunityPage(
  items: OpportunityListItem[],
  header: (name: string) => string | null,
  offset: number,
): OpportunityPage {
  const total = Number(header(TOTAL_COUNT_HEADER));
  const capped = header(TOTAL_COUNT_CAPPED_HEADER) === 'true';
  // Without the header, what arrived is all we know about.
  const known = Number.isFinite(total) && total >= items.length;
  return { items, total: known ? total : offset + items.length, capped: known && capped };
}

/** The first request of a search that shows `shown` results: a page of up to 100. */
export const firstPageParam = (shown: number): PageParam => ({
  offset: 0,
  limit: Math.min(shown, BROWSE_MAX_LIMIT),
});

/** Pages are one cache entry per filter state, under the endpoint's key. */
export const browseQueryKey = (filters: BrowseFilters) =>
  [...endpointKey(opportunitiesApi.browse), 'browse', filters] as const;

/**
 * Loaded pages outlive a visit to a detail page by this much, so Back (or the detail page's own
 * link) finds every card already there and the scroll position can be restored on first render.
 */
const KEEP_LEFT_RESULTS_MS = 30 * 60_000;

const countItems = (pages: OpportunityPage[]) => pages.reduce((count, page) => count + page.items.length, 0);

/**
 * The first `shown` results of the current filters (product §9: 12, then 12 more per Load More),
 * with the previous results kept on screen while the next load. A depth the cache does not hold
 * yet (a shared link, or a page reload) is fetched in requests of up to 100.
 */
export function useBrowseResults(filters: BrowseFilters, shown: number) {
  const query = useInfiniteQuery({
    queryKey: browseQueryKey(filters),
    queryFn: ({ pageParam, signal }) => fetchOpportunityPage(filters, pageParam, signal),
    initialPageParam: firstPageParam(shown),
    getNextPageParam: (last, pages, lastParam): PageParam | undefined => {
      const loaded = countItems(pages);
      const more = last.capped || loaded < last.total;
      // A short page means the list ended, whatever the total said.
      if (!more || last.items.length !== lastParam.limit) return undefined;
      // Load More asks for 12; catching up with a deeper URL asks for what is missing at once.
      const missing = Math.max(shown - loaded, BROWSE_PAGE_SIZE);
      return { offset: loaded, limit: Math.min(missing, BROWSE_MAX_LIMIT) };
    },
    placeholderData: keepPreviousData,
    gcTime: KEEP_LEFT_RESULTS_MS,
  });
  const { hasNextPage, isFetching, fetchNextPage, isError } = query;
  const liveCount = query.data ? countItems(query.data.pages) : 0;
  const needsMore = liveCount < shown && hasNextPage && !query.isPlaceholderData;
  // Keyed on the number loaded too: a page can arrive without a render in which isFetching was true.
  useEffect(() => {
    if (needsMore && !isFetching && !isError) void fetchNextPage();
  }, [needsMore, isFetching, isError, fetchNextPage, liveCount]);

  // The query cache hands answers to React as store updates, which React renders in one
  // uninterrupted task. Count, cards and Load More are drawn from a deferred copy instead, which
  // React renders in slices that keep the page responsive (ADR 037); until the first answer is
  // drawn the page still reads as loading, and until the current filters' answer is drawn the
  // previous one still reads as stale (aria-busy). Fetching above follows the live answer.
  const { data: live, isPlaceholderData: isLivePlaceholder } = query;
  const filtersKey = JSON.stringify(filters);
  const answer = useMemo(
    () => ({ data: live, isStale: isLivePlaceholder, filtersKey }),
    [live, isLivePlaceholder, filtersKey],
  );
  const drawn = useDeferredValue(answer);
  const { data } = drawn;
  // Stale while the drawn answer is another search's (the copy can lag the URL); a longer answer
  // to the same search (Load More) is not, so its button stays where the keyboard left it.
  const isStale = drawn.isStale || drawn.filtersKey !== filtersKey;
  const isPending = query.isPending || (data === undefined && live !== undefined);
  // One array per answer, so the cards can tell a new answer from a re-render.
  const loaded = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const items = useMemo(() => loaded.slice(0, shown), [loaded, shown]);
  const first = data?.pages[0];
  const total = first?.total ?? 0;
  // More results exist beyond the cards shown (in the cache already, or on the server).
  const hasMore = loaded.length > shown || hasNextPage;
  return {
    ...query,
    isPending,
    isPlaceholderData: isStale,
    items,
    total,
    totalCapped: first?.capped ?? false,
    remaining: Math.max(0, total - items.length),
    hasMore: hasMore && shown < MAX_SHOWN,
    /** Load More has revealed all it may (MAX_SHOWN); the rest takes narrower filters. */
    reachedMaxShown: hasMore && shown >= MAX_SHOWN,
  };
}
