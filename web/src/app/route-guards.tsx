import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useCurrentUser } from '../hooks/use-current-user';
import { paths } from '../lib/paths';

/** Login-required routes (spec §2): spinner while the session loads, then /auth for visitors. */
export function RequireAuth() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Checking your session…" />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <Outlet />;
}

/** /auth is for visitors only; signed-in users are sent to / (spec §2 route table). */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Checking your session…" />;
  if (user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
