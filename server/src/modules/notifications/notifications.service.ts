import type { NotificationList, UpdateNotificationPreferences } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import { toNotification, toPreferences } from './notifications.presenter';
import type { NotificationsRepo } from './notifications.repo';

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** The header bell and the preferences form: a signed-in user's own rows only (others' are 404). */
export function createNotificationsService(repo: NotificationsRepo, now: () => Date = () => new Date()) {
  return {
    async list(actor: SessionUser, limit: number): Promise<NotificationList> {
      const [rows, unreadCount] = await Promise.all([
        repo.newest(actor.id, limit),
        repo.unreadCount(actor.id),
      ]);
      return { notifications: rows.map(toNotification), unreadCount };
    },

    async markRead(actor: SessionUser, id: number) {
      const row = await repo.markRead(actor.id, id, now());
      if (!row) throw AppError.notFound(NOTIFICATION_NOT_FOUND);
      return toNotification(row);
    },

    async markAllRead(actor: SessionUser) {
      return { updated: await repo.markAllRead(actor.id, now()) };
    },

    async preferences(actor: SessionUser) {
      return toPreferences(await repo.preferences(actor.id));
    },

    async updatePreferences(actor: SessionUser, changes: UpdateNotificationPreferences) {
      return toPreferences(await repo.savePreferences(actor.id, changes));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
