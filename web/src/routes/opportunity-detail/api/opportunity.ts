import { opportunitiesApi, type OpportunityType } from '@futurefund/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endpointKey, endpointQuery } from '../../../lib/api-query';
import type { DetailAnswer } from '../detail-model';

// GET /api/scholarships/{id} or /api/internships/{id}, and the similar list (product §7). The
// detail answer is also where the server spends a visitor's free view and says when it is limited.

export function detailQuery(type: OpportunityType, id: number) {
  const endpoint = type === 'scholarship' ? opportunitiesApi.scholarship : opportunitiesApi.internship;
  const input = { params: { id } };
  return queryOptions<DetailAnswer, Error>({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => api(endpoint, input, { signal }),
  });
}

export function useOpportunityDetail(type: OpportunityType, id: number) {
  return useQuery(detailQuery(type, id));
}

export const similarQuery = (type: OpportunityType, id: number) =>
  endpointQuery(opportunitiesApi.similar, { query: { type, id } });

export function useSimilarOpportunities(type: OpportunityType, id: number) {
  return useQuery(similarQuery(type, id));
}
