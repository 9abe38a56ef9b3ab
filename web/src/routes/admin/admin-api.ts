import {
  adminApi,
  type AdminDataSource,
  type ComplimentaryAccessAnswer,
  type RefreshResult,
} from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endpointKey, endpointQuery } from '../../lib/api-query';

// The admin console's calls (product §2 Admin, ADR 026); the server checks the admin role on each.

export const POLL_INTERVAL_MS = 1000;

export const overviewQuery = endpointQuery(adminApi.overview);
export const dataSourcesQuery = endpointQuery(adminApi.dataSources);
export const auditLogQuery = endpointQuery(adminApi.auditLog);
const refreshStatusQuery = endpointQuery(adminApi.refreshStatus);

/** Anything an admin action changes shows up in the audit log, so each one reloads it. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: readonly (readonly unknown[])[]) =>
    Promise.all(
      [auditLogQuery.queryKey, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * The refresh's progress: polled every second while this page's refresh is under way or the server
 * says one is running (a scheduled one, or the one a 409 attached to).
 */
export function useRefreshStatus(refreshing: boolean) {
  return useQuery({
    ...refreshStatusQuery,
    refetchInterval: (query) => (refreshing || query.state.data?.running ? POLL_INTERVAL_MS : false),
  });
}

/** POST /api/opportunities/refresh: answers when the run is over. */
export function useRefresh() {
  const invalidate = useInvalidate();
  return useMutation<RefreshResult, Error>({
    mutationFn: () => api(adminApi.refreshOpportunities),
    onSettled: () =>
      invalidate(overviewQuery.queryKey, dataSourcesQuery.queryKey, refreshStatusQuery.queryKey),
  });
}

/** Reloads the figures a finished refresh changed (used when a refresh ends that this page did not start). */
export function useReloadFigures() {
  const invalidate = useInvalidate();
  return () => invalidate(overviewQuery.queryKey, dataSourcesQuery.queryKey);
}

export function useSetSourceActive() {
  const invalidate = useInvalidate();
  return useMutation<AdminDataSource, Error, { id: number; active: boolean }>({
    mutationFn: ({ id, active }) =>
      api(active ? adminApi.resumeDataSource : adminApi.pauseDataSource, { params: { id } }),
    onSettled: () => invalidate(dataSourcesQuery.queryKey),
  });
}

export function useUserSearch(q: string | null) {
  return useQuery({ ...endpointQuery(adminApi.searchUsers, { query: { q: q ?? '' } }), enabled: q !== null });
}

const usersKey = endpointKey(adminApi.searchUsers);

export function useGrantPremium() {
  const invalidate = useInvalidate();
  return useMutation<ComplimentaryAccessAnswer, Error, { username: string; days: number; reason: string }>({
    mutationFn: ({ username, days, reason }) =>
      api(adminApi.grantComplimentaryAccess, { params: { username }, body: { days, reason } }),
    onSuccess: () => invalidate(usersKey),
  });
}

export function useRevokePremium() {
  const invalidate = useInvalidate();
  return useMutation<ComplimentaryAccessAnswer, Error, { username: string; reason: string }>({
    mutationFn: ({ username, reason }) =>
      api(adminApi.revokeComplimentaryAccess, { params: { username }, body: { reason } }),
    onSuccess: () => invalidate(usersKey),
  });
}
