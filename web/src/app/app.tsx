import type { QueryClient } from '@tanstack/react-query';
import { AppRouterProvider, type AppRouter } from './app-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app for `router`: the browser's (main.tsx), the server's (entry-server.tsx) and the
 * tests' are the same tree. Tests pass their own query client to keep caches apart.
 */
export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient} navigate={(to) => router.navigate(to)}>
      <AppRouterProvider router={router}>
        <AppRoutes />
      </AppRouterProvider>
    </AppProviders>
  );
}
