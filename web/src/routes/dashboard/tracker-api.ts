import {
  trackerMessages,
  type Application,
  type ApplicationCard,
  type ApplicationHistoryEntry,
  type ApplicationStatus,
  type CalendarFeed,
  type UpdateApplication,
} from '@futurefund/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../hooks/use-toast';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useRequestUpgrade } from './upgrade-context';
import { mergeApplication } from './tracker-model';

/** The same key the browse page's Save invalidates, so a new save shows up here. */
export const applicationsQueryKey = ['/api/applications'] as const;
/** Joined by the default query function into /api/applications/{id}/history. */
export const historyQueryKey = (id: number) => ['/api/applications', id, 'history'] as const;
export const calendarFeedQueryKey = ['/api/calendar-feed'] as const;

export const calendarIcsUrl = '/api/applications/calendar.ics';
export const exportCsvUrl = '/api/applications/export.csv';

export function useApplications() {
  return useQuery<ApplicationCard[], Error>({ queryKey: applicationsQueryKey });
}

export function useApplicationHistory(id: number) {
  return useQuery<ApplicationHistoryEntry[], Error>({ queryKey: historyQueryKey(id) });
}

/** A status change without application access: the server answers 403 PREMIUM_REQUIRED. */
export const isPremiumRequired = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'PREMIUM_REQUIRED';

const failureToast = (error: Error) =>
  toast({ title: 'Error', description: error.message, variant: 'destructive' });

async function patchApplication(id: number, body: UpdateApplication): Promise<Application> {
  const response = await apiRequest('PATCH', `/api/applications/${id}`, body);
  return (await response.json()) as Application;
}

function setCards(
  queryClient: QueryClient,
  update: (cards: ApplicationCard[] | undefined) => ApplicationCard[] | undefined,
) {
  queryClient.setQueryData<ApplicationCard[]>(applicationsQueryKey, update);
}

/** The application is gone (another tab removed it): show the list as the server has it. */
function refreshIfGone(queryClient: QueryClient, error: Error) {
  if (error instanceof ApiError && error.status === 404) {
    void queryClient.invalidateQueries({ queryKey: applicationsQueryKey, exact: true });
  }
}

export type StatusChange = {
  id: number;
  status: ApplicationStatus;
  statusNote?: string | null;
  /** Move the card at once (board) and put it back if the server says no. */
  optimistic?: boolean;
};

/** The moved card as it was, to put back (only it: another card may be moving meanwhile). */
type StatusChangeContext = { previous: ApplicationCard | undefined };

/**
 * PATCH a new status. Without Premium the server answers 403 PREMIUM_REQUIRED: the upgrade dialog
 * opens instead of a toast and nothing changes (an optimistic move is put back).
 */
export function useChangeStatus({ onUpgradeClosed }: { onUpgradeClosed?: (id: number) => void } = {}) {
  const queryClient = useQueryClient();
  const requestUpgrade = useRequestUpgrade();
  return useMutation<Application, Error, StatusChange, StatusChangeContext>({
    mutationFn: ({ id, status, statusNote }) =>
      patchApplication(id, statusNote ? { status, statusNote } : { status }),
    onMutate: async ({ id, status, optimistic }) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: applicationsQueryKey, exact: true });
      const previous = queryClient
        .getQueryData<ApplicationCard[]>(applicationsQueryKey)
        ?.find((card) => card.id === id);
      setCards(queryClient, (cards) => mergeApplication(cards, { id, status }));
      return { previous };
    },
    onSuccess: (updated) => {
      setCards(queryClient, (cards) => mergeApplication(cards, updated));
      void queryClient.invalidateQueries({ queryKey: historyQueryKey(updated.id), exact: true });
      toast({ title: trackerMessages.statusUpdated });
    },
    onError: (error, { id }, context) => {
      const previous = context?.previous;
      if (previous) {
        setCards(queryClient, (cards) => mergeApplication(cards, { id, status: previous.status }));
      }
      if (isPremiumRequired(error)) {
        requestUpgrade(onUpgradeClosed ? () => onUpgradeClosed(id) : undefined);
        return;
      }
      failureToast(error);
      refreshIfGone(queryClient, error);
    },
  });
}

/** Notes alone are free (no Premium needed). */
export function useSaveNotes() {
  const queryClient = useQueryClient();
  return useMutation<Application, Error, { id: number; notes: string }>({
    mutationFn: ({ id, notes }) => patchApplication(id, { notes }),
    onSuccess: (updated) => {
      setCards(queryClient, (cards) => mergeApplication(cards, updated));
      toast({ title: trackerMessages.notesSaved });
    },
    onError: (error) => {
      failureToast(error);
      refreshIfGone(queryClient, error);
    },
  });
}

export function useRemoveApplication() {
  const queryClient = useQueryClient();
  const forget = (id: number) => {
    setCards(queryClient, (cards) => cards?.filter((card) => card.id !== id));
    queryClient.removeQueries({ queryKey: historyQueryKey(id), exact: true });
    toast({ title: trackerMessages.removed });
  };
  return useMutation<number, Error, number>({
    mutationFn: async (id) => {
      try {
        await apiRequest('DELETE', `/api/applications/${id}`);
      } catch (error) {
        // Already gone (removed in another tab): what the user asked for is true.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      return id;
    },
    onSuccess: forget,
    onError: failureToast,
  });
}

export function useCalendarFeed() {
  return useQuery<CalendarFeed, Error>({ queryKey: calendarFeedQueryKey });
}

/**
 * Creates (or replaces) the private subscription URL. The URL is in this answer only; the cache
 * keeps just "active", so it is not shown again after the card unmounts.
 */
export function useCreateCalendarFeed(onCreated: (url: string | null) => void) {
  const queryClient = useQueryClient();
  const requestUpgrade = useRequestUpgrade();
  return useMutation<CalendarFeed, Error, void>({
    mutationFn: async () => {
      const response = await apiRequest('POST', '/api/calendar-feed');
      return (await response.json()) as CalendarFeed;
    },
    onSuccess: (feed) => {
      queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, { ...feed, url: null });
      onCreated(feed.url);
    },
    onError: (error) => (isPremiumRequired(error) ? requestUpgrade() : failureToast(error)),
  });
}

export const calendarMessages = {
  revoked: 'Subscription link revoked',
  copied: 'Link copied',
} as const;

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/calendar-feed');
    },
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, {
        url: null,
        active: false,
        createdAt: null,
      });
      toast({ title: calendarMessages.revoked });
    },
    onError: failureToast,
  });
}
