import {
  displayCount,
  shellApiPaths,
  STUDENT_COUNT_SHOWN_FROM,
  type OpportunityCounts,
} from '@futurefund/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shellGet } from './api-client';

// The home page is part of the first page load, so the endpoint object (zod) loads on first use (ADR 005).
const countsEndpoint = async () => (await import('./opportunity-endpoints')).opportunitiesApi.counts;

export const opportunityCountsQuery = queryOptions<OpportunityCounts, Error>({
  queryKey: ['opportunity-counts'],
  queryFn: async ({ signal }) => shellGet(shellApiPaths.opportunityCounts, countsEndpoint, { signal }),
  staleTime: 60_000,
});

/**
 * What the public counters show (ADR 014): real figures in the product's "2,500+" style, or
 * nothing while loading or after a failure (no number is ever invented). `students` is only set
 * from STUDENT_COUNT_SHOWN_FROM registered students on; below that the screen shows a true fact
 * instead.
 */
export type CounterFigures = {
  pending: boolean;
  scholarships?: string;
  internships?: string;
  students?: string;
};

export function counterFigures(counts: OpportunityCounts | undefined, pending: boolean): CounterFigures {
  if (!counts) return { pending };
  return {
    pending,
    scholarships: displayCount(counts.scholarships),
    internships: displayCount(counts.internships),
    students: counts.students >= STUDENT_COUNT_SHOWN_FROM ? displayCount(counts.students) : undefined,
  };
}

export function useCounterFigures(): CounterFigures {
  const { data, isPending } = useQuery(opportunityCountsQuery);
  return counterFigures(data, isPending);
}
