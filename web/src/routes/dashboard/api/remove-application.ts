import { applicationsApi, trackerMessages } from '@futurefund/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { api, isErrorCode } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/error-toast';
import { historyQuery } from './applications';
import { setCards } from './cache';

/** DELETE /api/applications/{id}: the card and its cached history go. */
export function useRemoveApplication() {
  const queryClient = useQueryClient();
  const forget = (id: number) => {
    setCards(queryClient, (cards) => cards?.filter((card) => card.id !== id));
    queryClient.removeQueries({ queryKey: historyQuery(id).queryKey, exact: true });
    toast({ title: trackerMessages.removed });
  };
  return useMutation<number, Error, number>({
    mutationFn: async (id) => {
      try {
        await api(applicationsApi.remove, { params: { id } });
      } catch (error) {
        // Already gone (removed in another tab): what the user asked for is true.
        if (!isErrorCode(error, applicationsApi.remove, 'NOT_FOUND')) throw error;
      }
      return id;
    },
    onSuccess: forget,
    onError: (error) => showErrorToast(error),
  });
}
