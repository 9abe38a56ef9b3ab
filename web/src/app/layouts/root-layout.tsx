import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useAuth } from '../../hooks/use-auth';
import { scrollKeyOf } from '../../lib/browse-return';
import { OfflineBanner } from '../../components/offline-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { user, isLoading } = useAuth();
  const isSignedIn = user !== null;
  // Route chunks load before the URL changes, so show that something is happening meanwhile.
  const isNavigating = useNavigation().state === 'loading';

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
        <Outlet />
      </main>
      <SiteFooter isSignedIn={isSignedIn} />
      {/* Keyed per history entry; "Back to opportunities" reuses the browse entry's key (lib/browse-return). */}
      <ScrollRestoration getKey={scrollKeyOf} />
    </div>
  );
}
