import type { Notification } from '@futurefund/core';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { useFocusOnFirstKeyboardOpen } from '../../hooks/use-deferred-menu';
import { cn } from '../../lib/utils';
import { useMarkAllRead, useMarkRead, useNotifications } from './notifications-api';
import { relativeTime } from './relative-time';

type NotificationItemProps = { notification: Notification; onOpen: () => void; ref?: Ref<HTMLDivElement> };

function NotificationItem({ notification, onOpen, ref }: NotificationItemProps) {
  const unread = notification.readAt === null;
  const content = (
    <span className="grid min-w-0 gap-0.5">
      <span className={cn('break-words', unread && 'font-semibold')}>
        {unread ? <span className="sr-only">Unread: </span> : null}
        {notification.title}
      </span>
      <span className="break-words text-muted-foreground">{notification.body}</span>
      <span className="text-xs text-muted-foreground">{relativeTime(notification.createdAt)}</span>
    </span>
  );
  return (
    <DropdownMenuItem
      ref={ref}
      asChild={notification.link !== null}
      onSelect={onOpen}
      className="items-start"
    >
      {notification.link ? <Link to={notification.link}>{content}</Link> : content}
    </DropdownMenuItem>
  );
}

type NotificationMenuProps = {
  trigger: ReactNode;
  /** The first open came from the keyboard, before Radix was loaded to notice it. */
  focusFirstItem: boolean;
};

/** The Radix menu behind NotificationBell; loaded on first use and mounted already open. */
export default function NotificationMenu({ trigger, focusFirstItem }: NotificationMenuProps) {
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const focusOnFirstKeyboardOpen = useFocusOnFirstKeyboardOpen(focusFirstItem);
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.notifications ?? [];
  return (
    // Non-modal like the header's other menus: a modal menu hides the page (#root) with aria-hidden
    // while its links stay focusable, which screen readers trip over (axe aria-hidden-focus).
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label="Notifications" className="w-[min(22rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 ? (
            // Default item colours: the menu focuses this first item on open, and primary text on
            // the highlighted (accent) background fails contrast in the dark theme.
            <DropdownMenuItem
              ref={focusOnFirstKeyboardOpen}
              className="font-medium"
              onSelect={(event) => {
                event.preventDefault();
                markAllRead.mutate();
              }}
            >
              Mark all read
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator />
        <div className="max-h-96 overflow-y-auto">
          {list.isPending ? <p className="px-2 py-3 text-sm text-muted-foreground">Loading…</p> : null}
          {list.isError ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">Notifications could not be loaded.</p>
          ) : null}
          {list.isSuccess && items.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">No notifications yet</p>
          ) : null}
          {items.map((notification, index) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              ref={index === 0 && unread === 0 ? focusOnFirstKeyboardOpen : undefined}
              onOpen={() => {
                if (notification.readAt === null) markRead.mutate(notification.id);
              }}
            />
          ))}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
