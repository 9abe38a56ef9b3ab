import { applicationsApi, type Application, type ApplicationCard } from '@futurefund/core';
import type { QueryClient } from '@tanstack/react-query';
import { isErrorCode } from '../../../lib/api-client';
import { applicationsQueryKey } from '../../../lib/applications-query';

// How the tracker's mutations keep the cached list of cards in step with the server.

/** The cached cards with one application's new fields (PATCH answers without the card fields). */
export function mergeApplication(
  cards: readonly ApplicationCard[] | undefined,
  updated: Partial<Application> & { id: number },
): ApplicationCard[] | undefined {
  return cards?.map((card) => (card.id === updated.id ? { ...card, ...updated } : card));
}

export function setCards(
  queryClient: QueryClient,
  update: (cards: ApplicationCard[] | undefined) => ApplicationCard[] | undefined,
) {
  queryClient.setQueryData(applicationsQueryKey, update);
}

/** A change to an application that is gone (another tab removed it): show the list as the server has it. */
export function refreshIfGone(queryClient: QueryClient, error: Error) {
  if (isErrorCode(error, applicationsApi.update, 'NOT_FOUND')) {
    void queryClient.invalidateQueries({ queryKey: applicationsQueryKey, exact: true });
  }
}
