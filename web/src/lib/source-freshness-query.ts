import { shellApiPaths, type SourceFreshnessList } from '@futurefund/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterHydration } from '../hooks/use-after-hydration';
import { shellGet } from './api-client';

// The endpoint object (zod) loads on first use, as the counters' does (ADR 005).
const sourcesEndpoint = async () => (await import('./opportunity-endpoints')).opportunitiesApi.sources;

/** GET /api/opportunities/sources: each active source's refresh, import and verification facts. */
export const sourceFreshnessQuery = queryOptions<SourceFreshnessList, Error>({
  queryKey: ['source-freshness'],
  queryFn: async ({ signal }) => shellGet(shellApiPaths.opportunitySources, sourcesEndpoint, { signal }),
  staleTime: 60_000,
});

/**
 * The sources' freshness as a screen shows it: `drawn` while the server draws the page (and the
 * browser hydrates that drawing), when no figure is known and only a true sentence without one may
 * be shown (ADR 043); then loading, failed or the list.
 */
export type SourceFreshnessState =
  | { status: 'drawn' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; sources: SourceFreshnessList };

export function useSourceFreshness(): SourceFreshnessState {
  const inBrowser = useAfterHydration();
  const { data, isError } = useQuery({ ...sourceFreshnessQuery, enabled: inBrowser });
  if (!inBrowser) return { status: 'drawn' };
  if (data) return { status: 'ready', sources: data };
  return isError ? { status: 'error' } : { status: 'loading' };
}
