import {
  applicationsApi,
  trackerMessages,
  type Application,
  type ApplicationCard,
  type ApplicationStatus,
} from '@futurefund/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { api, isErrorCode } from '../../../lib/api-client';
import { applicationsQueryKey } from '../../../lib/applications-query';
import { showErrorToast } from '../../../lib/error-toast';
import { useRequestUpgrade } from '../upgrade-context';
import { historyQuery } from './applications';
import { mergeApplication, refreshIfGone, setCards } from './cache';

// PATCH /api/applications/{id}: a new status (Premium) or new notes (free).

/** A status change without application access: the server answers 403 PREMIUM_REQUIRED. */
export const isPremiumRequired = (error: unknown) =>
  isErrorCode(error, applicationsApi.update, 'PREMIUM_REQUIRED');

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
 * (status_tracking) opens instead of a toast and nothing changes (an optimistic move is put back).
 */
export function useChangeStatus({ onUpgradeClosed }: { onUpgradeClosed?: (id: number) => void } = {}) {
  const queryClient = useQueryClient();
  const requestUpgrade = useRequestUpgrade();
  return useMutation<Application, Error, StatusChange, StatusChangeContext>({
    mutationFn: ({ id, status, statusNote }) =>
      api(applicationsApi.update, {
        params: { id },
        body: statusNote ? { status, statusNote } : { status },
      }),
    onMutate: async ({ id, status, optimistic }) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: applicationsQueryKey, exact: true });
      const previous = queryClient.getQueryData(applicationsQueryKey)?.find((card) => card.id === id);
      setCards(queryClient, (cards) => mergeApplication(cards, { id, status }));
      return { previous };
    },
    onSuccess: (updated) => {
      setCards(queryClient, (cards) => mergeApplication(cards, updated));
      void queryClient.invalidateQueries({ queryKey: historyQuery(updated.id).queryKey, exact: true });
      toast({ title: trackerMessages.statusUpdated });
    },
    onError: (error, { id }, context) => {
      const previous = context?.previous;
      if (previous) {
        setCards(queryClient, (cards) => mergeApplication(cards, { id, status: previous.status }));
      }
      if (isPremiumRequired(error)) {
        requestUpgrade('status_tracking', onUpgradeClosed ? () => onUpgradeClosed(id) : undefined);
        return;
      }
      showErrorToast(error);
      refreshIfGone(queryClient, error);
    },
  });
}

/** Notes alone are free (no Premium needed). */
export function useSaveNotes() {
  const queryClient = useQueryClient();
  return useMutation<Application, Error, { id: number; notes: string }>({
    mutationFn: ({ id, notes }) => api(applicationsApi.update, { params: { id }, body: { notes } }),
    onSuccess: (updated) => {
      setCards(queryClient, (cards) => mergeApplication(cards, updated));
      toast({ title: trackerMessages.notesSaved });
    },
    onError: (error) => {
      showErrorToast(error);
      refreshIfGone(queryClient, error);
    },
  });
}
