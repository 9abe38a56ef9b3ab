import {
  BROWSE_PAGE_SIZE,
  opportunitiesApi,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type OpportunityListItem,
} from '@futurefund/core';
import {
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiWithHeaders } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/api-query';
import { browseApiQuery, type BrowseFilters } from '../browse-url';

/** `capped`: the server counted only up to BROWSE_TOTAL_CAP, and there are more than `total`. */
export type OpportunityPage = { items: OpportunityListItem[]; total: number; capped: boolean };

/** One page of GET /api/opportunities; the total match count comes in a header (the body stays a list). */
export async function fetchOpportunityPage(
  filters: BrowseFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<OpportunityPage> {
  const { data: items, headers } = await apiWithHeaders(
    opportunitiesApi.browse,
    { query: browseApiQuery(filters, offset) },
    { signal },
  );
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  const capped = headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true';
  // Without the header, what arrived is all we know about.
  const known = Number.isFinite(total) && total >= items.length;
  return { items, total: known ? total : offset + items.length, capped: known && capped };
}

/** Pages are one cache entry per filter state, under the endpoint's key. */
export const browseQueryKey = (filters: BrowseFilters) =>
  [...endpointKey(opportunitiesApi.browse), 'browse', filters] as const;

/** Product §4: a filter state shows its first 12 again when the user comes back to it. */
function keepFirstPageOnly(queryClient: QueryClient, filters: BrowseFilters) {
  queryClient.setQueryData<InfiniteData<OpportunityPage, number>>(browseQueryKey(filters), (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
}

/** The results of the current filters, 12 at a time (product §9), with the previous results kept on screen while the next load. */
export function useBrowseResults(filters: BrowseFilters) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: browseQueryKey(filters),
    queryFn: ({ pageParam, signal }) => fetchOpportunityPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      const more = last.capped || loaded < last.total;
      return more && last.items.length === BROWSE_PAGE_SIZE ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
  // Leaving a filter state (new filters or leaving the page) trims its cache to the first page.
  useEffect(() => () => keepFirstPageOnly(queryClient, filters), [queryClient, filters]);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;
  return {
    ...query,
    items,
    total,
    totalCapped: first?.capped ?? false,
    remaining: Math.max(0, total - items.length),
  };
}
