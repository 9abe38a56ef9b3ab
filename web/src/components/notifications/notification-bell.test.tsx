import type { Notification } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { NotificationBell } from './notification-bell';

const LIST = 'GET /api/notifications?limit=20';

const note = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'deadline-reminder',
  title: 'Deadline in 3 days: STEM Award',
  body: 'The scholarship you saved closes on 2026-12-01.',
  link: '/scholarships/12',
  applicationId: 5,
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

function renderBell(notifications: Notification[]) {
  let list = notifications;
  return renderWithProviders(<NotificationBell />, {
    user: buildUser(),
    routes: {
      [LIST]: () => json({ notifications: list, unreadCount: list.filter((n) => !n.readAt).length }),
      'POST /api/notifications/1/read': () => {
        list = list.map((n) => (n.id === 1 ? { ...n, readAt: new Date().toISOString() } : n));
        return json(list[0]);
      },
      'POST /api/notifications/read-all': () => {
        list = list.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() }));
        return json({ updated: 2 });
      },
    },
  });
}

describe('NotificationBell', () => {
  it('names the unread count and lists title, body, time and link', async () => {
    const user = userEvent.setup();
    renderBell([note({}), note({ id: 2, title: 'Older', readAt: '2026-01-01T00:00:00Z', link: null })]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveTextContent('1');

    await user.click(bell);
    // Radix names the menu after its trigger.
    const menu = await screen.findByRole('menu', { name: 'Notifications, 1 unread' });
    const link = within(menu).getByRole('menuitem', { name: /Deadline in 3 days: STEM Award/ });
    expect(link).toHaveAttribute('href', '/scholarships/12');
    expect(link).toHaveTextContent('Unread: ');
    expect(link).toHaveTextContent('The scholarship you saved closes on 2026-12-01.');
    expect(link).toHaveTextContent('5 minutes ago');
    expect(within(menu).getByRole('menuitem', { name: /Older/ })).not.toHaveAttribute('href');
  });

  it('marks a notification read when it is opened', async () => {
    const user = userEvent.setup();
    const { api } = renderBell([note({})]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /STEM Award/ }));
    await waitFor(() => expect(api.sent('POST /api/notifications/1/read')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  });

  it('marks all read', async () => {
    const user = userEvent.setup();
    const { api } = renderBell([note({}), note({ id: 2, title: 'Second' })]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(api.sent('POST /api/notifications/read-all')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: 'Mark all read' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('menuitem', { name: /Second/ })).not.toHaveTextContent('Unread');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toHaveFocus();
  });

  it('opens from the keyboard on Mark all read when something is unread', async () => {
    const user = userEvent.setup();
    renderBell([note({})]);
    (await screen.findByRole('button', { name: 'Notifications, 1 unread' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Mark all read' })).toHaveFocus();
  });

  it('opens with ArrowDown on the newest notification when all are read', async () => {
    const user = userEvent.setup();
    renderBell([
      note({ readAt: '2026-01-01T00:00:00Z' }),
      note({ id: 2, title: 'Older', readAt: '2026-01-01T00:00:00Z' }),
    ]);
    (await screen.findByRole('button', { name: 'Notifications, 0 unread' })).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: /STEM Award/ })).toHaveFocus();
  });

  it('says so when there are none', async () => {
    const user = userEvent.setup();
    renderBell([]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
