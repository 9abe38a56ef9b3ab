import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { Spinner } from '../../components/ui/spinner';
import { announceAppReady } from '../../lib/app-ready';
import { useAuth } from '../../hooks/use-auth';
import { useIsNavigating } from '../app-router';
import { ErrorBoundary } from '../errors/error-boundary';
import { RouteErrorPage } from '../errors/route-error-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * Says the app answers events once the page in the boundary below has hydrated, not only the
 * shell around it: a page that started the app on demand (ADR 046) then hands its fields and its
 * held press to handlers that are in place. Draws nothing.
 */
function AnnounceReady() {
  useEffect(() => announceAppReady(), []);
  return null;
}

export function RootLayout() {
  const { user, isLoading } = useAuth();
  const isSignedIn = user !== null;
  // The next page's chunk may still be loading while the current page stays up: say so.
  const isNavigating = useIsNavigating();
  const { pathname } = useLocation();
  useScrollRestoration();

  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      {isNavigating ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary" />
      ) : null}
      <OfflineBanner />
      <SiteHeader user={user} isLoading={isLoading} />
      <main
        id="main-content"
        tabIndex={-1}
        className="min-h-dvh flex-1 outline-none"
        aria-busy={isNavigating}
      >
        <Suspense fallback={<Spinner label="Loading page…" />}>
          {/* Keyed by page, so leaving a page that failed starts over. */}
          <ErrorBoundary key={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
            <Outlet />
          </ErrorBoundary>
          <AnnounceReady />
        </Suspense>
      </main>
      <SiteFooter isSignedIn={isSignedIn} />
    </div>
  );
}
