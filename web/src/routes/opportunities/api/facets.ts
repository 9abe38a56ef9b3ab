import { opportunitiesApi } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/** GET /api/opportunities/facets: the campus and major choices open listings carry. */
export const facetsQuery = endpointQuery(opportunitiesApi.facets);

export function useFacets() {
  return useQuery(facetsQuery);
}
