import type { PublicUser } from '@futurefund/core';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { ThemeToggle } from '../../components/theme-toggle';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';
import { BrandLink } from './brand-link';
import { MobileNav } from './mobile-nav';
import { desktopNavItems, visibleNavItems } from './nav-items';

// avatarInitials lives in core's auth contract module, whose zod schemas cannot be tree-shaken
// away from it; loading the signed-in avatar separately keeps zod out of the first load of `/`.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
// Signed-in only, with its endpoint objects: loaded apart from the first load of `/` (ADR 005).
const NotificationBell = lazy(() =>
  import('../../components/notifications/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** Holds the avatar's place while the session or the avatar code loads, so nothing shifts. */
function AvatarPlaceholder() {
  return <span aria-hidden="true" className="size-10" />;
}

type SiteHeaderProps = {
  user: PublicUser | null;
  /** While the session is read, the account slot stays empty instead of flashing 'Sign In'. */
  isLoading: boolean;
};

function AccountSlot({ user, isLoading }: SiteHeaderProps) {
  if (user) {
    return (
      <Suspense fallback={<AvatarPlaceholder />}>
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  if (isLoading) return <AvatarPlaceholder />;
  return (
    <Button asChild size="sm">
      <Link to={paths.auth}>Sign In</Link>
    </Button>
  );
}

export function SiteHeader({ user, isLoading }: SiteHeaderProps) {
  const isSignedIn = user !== null;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <BrandLink isSignedIn={isSignedIn} compact />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {visibleNavItems(desktopNavItems, isSignedIn).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                      isActive &&
                        'text-foreground underline decoration-primary decoration-2 underline-offset-8',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {user ? (
            <Suspense fallback={<AvatarPlaceholder />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <AccountSlot user={user} isLoading={isLoading} />
          <MobileNav isSignedIn={isSignedIn} />
        </div>
      </div>
    </header>
  );
}
