import type { PublicUser } from '@futurefund/core';
import { FileText, Info, LayoutList, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useAuth } from '../../hooks/use-auth';
import { useFocusOnFirstKeyboardOpen } from '../../hooks/use-deferred-menu';
import { paths } from '../../lib/paths';

// Product §2: Admin is listed for every signed-in user; the admin screen itself turns others away.
const links = [
  { label: 'Profile', to: paths.profile, Icon: UserRound },
  { label: 'Applications', to: paths.applications, Icon: LayoutList },
  { label: 'Documents', to: paths.documentVault, Icon: FileText },
  { label: 'About', to: paths.about, Icon: Info },
  { label: 'Admin', to: paths.admin, Icon: ShieldCheck },
];

type AccountMenuContentProps = {
  user: PublicUser;
  trigger: ReactNode;
  /** The first open came from the keyboard, before Radix was loaded to notice it. */
  focusFirstItem: boolean;
};

/** The Radix menu behind AccountMenu; loaded on demand and mounted already open. */
export default function AccountMenuContent({ user, trigger, focusFirstItem }: AccountMenuContentProps) {
  const { logoutMutation } = useAuth();
  const focusOnFirstKeyboardOpen = useFocusOnFirstKeyboardOpen(focusFirstItem);

  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>
          My Account
          <span className="block truncate text-xs font-normal text-muted-foreground">
            {user.name ? `${user.name} (@${user.username})` : `@${user.username}`}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ label, to, Icon }, index) => (
          <DropdownMenuItem key={to} asChild ref={index === 0 ? focusOnFirstKeyboardOpen : undefined}>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logoutMutation.isPending} onSelect={() => logoutMutation.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
