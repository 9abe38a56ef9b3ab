import type { PublicUser } from '@futurefund/core';
import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../hooks/use-auth';
import { paths, safeNextPath } from '../lib/paths';

// Shown to few (a member at a page of another role), so they load when needed, not with every page.
const loadNotices = () => import('./errors/access-notices');
const AccessDenied = lazy(() => loadNotices().then((m) => ({ default: m.AccessDenied })));
const ContributorsOnly = lazy(() => loadNotices().then((m) => ({ default: m.ContributorsOnly })));

// The client gates below only decide what to show; the server enforces the same rules itself.

/**
 * Spinner while the session loads, /auth?next=<here> for visitors, else the signed-in content.
 * Each gate is self-contained, so it also works without a RequireAuth above it.
 */
function SignedIn({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user, isLoading, sessionEnded } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (isLoading) return <Spinner label="Checking your session…" />;
  // Right after a logout or account deletion this screen can render once more before the move
  // home has committed; that is no reason to ask for a sign-in.
  if (!user && sessionEnded) return <Navigate to={paths.home} replace />;
  // The hash too: /profile#documents should land on the vault again after signing in.
  if (!user) return <Navigate to={paths.signIn(pathname + search + hash)} replace />;
  return children(user);
}

/** Login-required routes (product §2); after signing in the visitor comes back here. */
export function RequireAuth() {
  return <SignedIn>{() => <Outlet />}</SignedIn>;
}

/** Admin role (product §6): other members see Access Denied in place of the page. */
export function RequireAdmin() {
  return <SignedIn>{(user) => (user.role === 'admin' ? <Outlet /> : <AccessDenied />)}</SignedIn>;
}

/**
 * Contributors only (product §6). Others see the contributors-only notice, or are sent to
 * `redirectTo` when given (/submit-opportunity sends them home).
 */
export function RequireContributor({ redirectTo }: { redirectTo?: string }) {
  return (
    <SignedIn>
      {(user) => {
        if (user.userType === 'contributor') return <Outlet />;
        return redirectTo ? <Navigate to={redirectTo} replace /> : <ContributorsOnly />;
      }}
    </SignedIn>
  );
}

/**
 * /auth is for visitors (product §2 route table). Signed-in users, including someone who just signed
 * in here, go to the page they came for (`next`, same-site paths only) or home.
 */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useAuth();
  const [searchParams] = useSearchParams();
  if (isLoading) return <Spinner label="Checking your session…" />;
  if (user) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  return <Outlet />;
}
