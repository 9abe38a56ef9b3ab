import type { Notification } from '@futurefund/core';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { cn } from '../../lib/utils';
import { useMarkAllRead, useMarkRead, useNotifications } from './notifications-api';
import { relativeTime } from './relative-time';

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
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
    <DropdownMenuItem asChild={notification.link !== null} onSelect={onOpen} className="items-start">
      {notification.link ? <Link to={notification.link}>{content}</Link> : content}
    </DropdownMenuItem>
  );
}

/** The header bell (signed-in only): unread count, the newest notifications, mark read. */
export function NotificationBell() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.notifications ?? [];
  return (
    // Non-modal like the header's other menus: a modal menu hides the page (#root) with aria-hidden
    // while its links stay focusable, which screen readers trip over (axe aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={`Notifications, ${unread} unread`}
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label="Notifications" className="w-[min(22rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 ? (
            // Default item colours: the menu focuses this first item on open, and primary text on
            // the highlighted (accent) background fails contrast in the dark theme.
            <DropdownMenuItem
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
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
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
