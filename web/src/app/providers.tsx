import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ThemeProvider } from '../components/theme-provider';
import { AuthProvider } from '../hooks/use-auth';
import { useToast } from '../hooks/use-toast';
import { queryClient as appQueryClient } from '../lib/query-client';

// The Radix toast code loads with the first toast instead of with every page (initial JS budget).
// Before any toast exists there is nothing for the viewport or its F8 hotkey to show.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * App-wide context, outermost first. Tests pass their own client to keep caches isolated.
 * `navigate` is the router's: these providers wrap the RouterProvider, so its hooks are not
 * available here (logout uses it to go home).
 */
export function AppProviders({
  children,
  navigate,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  navigate: (to: string) => unknown;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={navigate}>
        <ThemeProvider>
          {children}
          <DeferredToaster />
        </ThemeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
