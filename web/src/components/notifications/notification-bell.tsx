import { Bell } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Button } from '../ui/button';
import { useDeferredMenu } from '../../hooks/use-deferred-menu';
import { useNotifications } from './notifications-api';

// The Radix menu loads on first use, like the avatar and theme menus, to keep `/` inside its JS
// budget (ADR 005); only the badge's count is needed up front.
const loadNotificationMenu = () => import('./notification-menu');
const NotificationMenu = lazy(loadNotificationMenu);

function BellButton({ unread, ...props }: ComponentProps<typeof Button> & { unread: number }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={`Notifications, ${unread} unread`}
      aria-haspopup="menu"
      {...props}
    >
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Button>
  );
}

/** The header bell (signed-in only): unread count, the newest notifications, mark read. */
export function NotificationBell() {
  const list = useNotifications();
  const { activation, triggerProps } = useDeferredMenu(loadNotificationMenu);
  const unread = list.data?.unreadCount ?? 0;
  if (!activation) return <BellButton unread={unread} {...triggerProps} />;
  return (
    <Suspense fallback={<BellButton unread={unread} aria-busy="true" />}>
      <NotificationMenu trigger={<BellButton unread={unread} />} focusFirstItem={activation.byKeyboard} />
    </Suspense>
  );
}
