import type { FastifyPluginAsync } from 'fastify';
import { deadlineChecksApi, notificationsApi } from '@futurefund/core';
import { route } from '../../lib/route';

/** The bell, the preferences and the admin's deadline check: thin; the services hold the rules. */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { notifications, deadlineRuns } = app.services;

  route(app, notificationsApi.list, ({ user, query }) => notifications.list(user, query.limit));
  route(app, notificationsApi.markRead, ({ user, params }) => notifications.markRead(user, params.id));
  route(app, notificationsApi.markAllRead, ({ user }) => notifications.markAllRead(user));
  route(app, notificationsApi.preferences, ({ user }) => notifications.preferences(user));
  route(app, notificationsApi.updatePreferences, ({ user, body }) =>
    notifications.updatePreferences(user, body),
  );
  route(app, deadlineChecksApi.trigger, ({ user }) => deadlineRuns.trigger(user));
  route(app, deadlineChecksApi.recent, ({ user }) => deadlineRuns.recent(user));
};
