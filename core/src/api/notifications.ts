import {
  deadlineCheckAnswerSchema,
  deadlineCheckRunsSchema,
  markAllReadAnswerSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSchema,
  updateNotificationPreferencesSchema,
} from '../contracts/notifications';
import { defineEndpoint } from './define';

const tag = 'notifications';

/** The header bell and the notification preferences (product §3, §9). Own rows only. */
export const notificationsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: 'Your newest notifications and how many are unread',
    tag,
    auth: 'user',
    query: notificationListQuerySchema,
    response: notificationListSchema,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of your notifications read',
    tag,
    auth: 'user',
    params: notificationIdParamsSchema,
    response: notificationSchema,
    errors: ['NOT_FOUND'],
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark all your notifications read',
    tag,
    auth: 'user',
    response: markAllReadAnswerSchema,
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/notification-preferences',
    summary: 'Your notification preferences (defaults when never saved)',
    tag,
    auth: 'user',
    response: notificationPreferencesSchema,
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/notification-preferences',
    summary: 'Save your notification preferences (only the fields sent)',
    tag,
    auth: 'user',
    body: updateNotificationPreferencesSchema,
    response: notificationPreferencesSchema,
  }),
};

/** Product §7 Admin: the deadline check on demand, and its last runs for the admin tab. */
export const deadlineChecksApi = {
  trigger: defineEndpoint({
    method: 'POST',
    path: '/api/email/trigger-deadline-check',
    summary: 'Send the due 7, 3 and 1-day deadline reminders now (admin)',
    tag: 'admin',
    auth: 'admin',
    response: deadlineCheckAnswerSchema,
  }),
  recent: defineEndpoint({
    method: 'GET',
    path: '/api/admin/deadline-checks',
    summary: 'The last deadline checks and what they sent (admin)',
    tag: 'admin',
    auth: 'admin',
    response: deadlineCheckRunsSchema,
  }),
};
