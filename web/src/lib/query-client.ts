import { QueryClient } from '@tanstack/react-query';

/**
 * Product §9: no retries, no refetch on focus or interval, data never stale. Screens refresh data
 * by invalidating keys after their own mutations instead. There is no default query function:
 * every query takes its fetcher from its endpoint (endpointQuery, or the area's api/ files).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The app's single client; tests build their own with createQueryClient(). */
export const queryClient = createQueryClient();
