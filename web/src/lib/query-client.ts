import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * Spec §9: no retries, no refetch on focus or interval, data never stale. Screens refresh data by
 * invalidating keys after their own mutations instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
