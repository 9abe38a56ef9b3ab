import { avatarInitials, type PublicUser } from '@futurefund/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import { useDeferredMenu } from '../../hooks/use-deferred-menu';

// The Radix menu loads on first use, like the theme menu, to keep `/` inside its JS budget.
const loadAccountMenu = () => import('./account-menu-content');
const AccountMenuContent = lazy(loadAccountMenu);

function AvatarButton({ initials, ...props }: ComponentProps<typeof Button> & { initials: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label="My Account"
      aria-haspopup="menu"
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initials}
      </span>
    </Button>
  );
}

/** The signed-in avatar (initials, product §2) opening the 'My Account' menu. */
export function AccountMenu({ user }: { user: PublicUser }) {
  const { activation, triggerProps } = useDeferredMenu(loadAccountMenu);
  const initials = avatarInitials(user);
  if (!activation) return <AvatarButton initials={initials} {...triggerProps} />;
  return (
    <Suspense fallback={<AvatarButton initials={initials} aria-busy="true" />}>
      <AccountMenuContent
        user={user}
        trigger={<AvatarButton initials={initials} />}
        focusFirstItem={activation.byKeyboard}
      />
    </Suspense>
  );
}
