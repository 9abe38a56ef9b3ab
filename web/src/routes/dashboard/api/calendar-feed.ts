import { applicationsApi, endpointUrl, type CalendarFeed } from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';
import { showErrorToast } from '../../../lib/error-toast';

// Deadlines in a calendar app: the one-off .ics file and the private subscription feed (free).

/** A file answer: the browser downloads it through a plain link. */
export const calendarIcsUrl = endpointUrl(applicationsApi.calendarIcs);

export const calendarFeedQuery = endpointQuery(applicationsApi.calendarFeedStatus);

export const calendarMessages = {
  revoked: 'Subscription link revoked',
  copied: 'Link copied',
} as const;

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/**
 * Creates (or replaces) the private subscription URL. The URL is in this answer only; the cache
 * keeps just "active", so it is not shown again after the card unmounts.
 */
export function useCreateCalendarFeed(onCreated: (url: string | null) => void) {
  const queryClient = useQueryClient();
  return useMutation<CalendarFeed, Error, void>({
    mutationFn: () => api(applicationsApi.createCalendarFeed),
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedQuery.queryKey, { ...feed, url: null });
      onCreated(feed.url);
    },
    onError: (error) => showErrorToast(error),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: () => api(applicationsApi.revokeCalendarFeed),
    onSuccess: () => {
      queryClient.setQueryData(calendarFeedQuery.queryKey, { url: null, active: false, createdAt: null });
      toast({ title: calendarMessages.revoked });
    },
    onError: (error) => showErrorToast(error),
  });
}
