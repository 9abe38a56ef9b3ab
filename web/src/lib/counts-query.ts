import { shellApiPaths, type OpportunityCounts } from '@futurefund/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shellGet } from './api-client';
import { counterFigures, type CounterFigures } from './counter-figures';

export type { CounterFigures } from './counter-figures';

// The home page is part of the first page load, so the endpoint object (zod) loads on first use (ADR 005).
const countsEndpoint = async () => (await import('./opportunity-endpoints')).opportunitiesApi.counts;

export const opportunityCountsQuery = queryOptions<OpportunityCounts, Error>({
  queryKey: ['opportunity-counts'],
  queryFn: async ({ signal }) => shellGet(shellApiPaths.opportunityCounts, countsEndpoint, { signal }),
  staleTime: 60_000,
});

export function useCounterFigures(): CounterFigures {
  const { data, isPending } = useQuery(opportunityCountsQuery);
  return counterFigures(data, isPending);
}
