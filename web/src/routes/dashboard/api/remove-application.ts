import { trackerMessages } from '@futurefund/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { showErrorToast } from '../../../lib/error-toast';
import { deleteApplication } from '../../../lib/saved-opportunity';
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
    mutationFn: deleteApplication,
    onSuccess: forget,
    onError: (error) => showErrorToast(error),
  });
}
