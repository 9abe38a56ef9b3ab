import { notificationsApi, type NotificationList } from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endpointQuery } from '../../lib/api-query';
import { showErrorToast } from '../../lib/error-toast';

/** New reminders arrive from the server's hourly check; a minute's delay is soon enough. */
export const NOTIFICATIONS_POLL_MS = 60_000;

const listQuery = endpointQuery(notificationsApi.list, { query: { limit: 20 } });

export function useNotifications() {
  return useQuery({
    ...listQuery,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marks read in the cache at once (the badge drops), then refreshes from the server. */
function useMarkReadMutation<T>(
  call: (input: T) => Promise<unknown>,
  mark: (list: NotificationList, input: T) => NotificationList,
) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, T>({
    mutationFn: call,
    onMutate: (input) => {
      const list = queryClient.getQueryData<NotificationList>(listQuery.queryKey);
      if (list) queryClient.setQueryData(listQuery.queryKey, mark(list, input));
    },
    onError: (error) => showErrorToast(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [notificationsApi.list.path] }),
  });
}

const now = () => new Date().toISOString();

export function useMarkRead() {
  return useMarkReadMutation(
    (id: number) => api(notificationsApi.markRead, { params: { id } }),
    (list, id) => {
      const target = list.notifications.find((n) => n.id === id);
      if (!target || target.readAt) return list;
      return {
        unreadCount: Math.max(0, list.unreadCount - 1),
        notifications: list.notifications.map((n) => (n.id === id ? { ...n, readAt: now() } : n)),
      };
    },
  );
}

export function useMarkAllRead() {
  return useMarkReadMutation(
    (_: void) => api(notificationsApi.markAllRead),
    (list) => ({
      unreadCount: 0,
      notifications: list.notifications.map((n) => (n.readAt ? n : { ...n, readAt: now() })),
    }),
  );
}
