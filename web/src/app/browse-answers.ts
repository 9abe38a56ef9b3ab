import { endpointUrl, opportunitiesApi, type OpportunityListItem } from '@futurefund/core';
import {
  browseQueryKey,
  firstPageParam,
  opportunityPage,
} from '../routes/opportunities/api/browse-opportunities';
import { facetsQuery } from '../routes/opportunities/api/facets';
import {
  browseApiQuery,
  hasPanelFilter,
  parseBrowseSearch,
  parseShown,
} from '../routes/opportunities/browse-url';
import { answerBody, type Seed } from './page-answers';

/**
 * Browse draws with its first request for the URL's filters and Load More depth, as
 * useBrowseResults asks it, the count coming from the answer's headers (ADR 046); and, when the URL
 * opens the Advanced Filters panel, with the campus and major choices the panel shows.
 */
export function browseSeeds(search: string): Seed[] {
  const params = new URLSearchParams(search);
  const filters = parseBrowseSearch(params);
  const first = firstPageParam(parseShown(params));
  return [
    {
      path: endpointUrl(opportunitiesApi.browse, {
        query: browseApiQuery(filters, first.offset, first.limit),
      }),
      queryKey: browseQueryKey(filters),
      data: ({ body, headers }) => ({
        pages: [
          opportunityPage(body as OpportunityListItem[], (name) => headers[name] ?? null, first.offset),
        ],
        pageParams: [first],
      }),
    },
    ...(hasPanelFilter(filters)
      ? [{ path: endpointUrl(opportunitiesApi.facets), queryKey: facetsQuery.queryKey, data: answerBody }]
      : []),
  ];
}
