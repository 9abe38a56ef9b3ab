import {
  applicationsApi,
  type Application,
  type ApplicationCard,
  type OpportunityType,
} from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../hooks/use-auth';
import { api, isErrorCode } from './api-client';
import { applicationsQuery, applicationsQueryKey } from './applications-query';

// Saving a listing is one thing wherever it happens (browse cards, recommendation cards): an
// application with status 'interested' (product §7), read back from the one applications query.

export type OpportunityRef = { id: number; type: OpportunityType };

const isFor = (item: OpportunityRef) => (card: ApplicationCard) =>
  card.opportunityType === item.type && card.opportunityId === item.id;

/**
 * The signed-in user's application for this listing, if they have one: one request (GET
 * /api/applications, the dashboard's own query) however many cards ask, none for visitors.
 */
export function useSavedApplication(item: OpportunityRef): ApplicationCard | undefined {
  const isSignedIn = useAuth().user !== null;
  const saved = useQuery({
    ...applicationsQuery,
    enabled: isSignedIn,
    select: (cards) => cards.find(isFor(item)),
  });
  return isSignedIn ? saved.data : undefined;
}

type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };

/** POST /api/applications (status 'interested'); the applications list is reloaded after it. */
export function useSaveMutation(item: OpportunityRef, { onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation<Application, Error, void>({
    mutationFn: () =>
      api(applicationsApi.save, {
        body: { opportunityId: item.id, opportunityType: item.type, status: 'interested' },
      }),
    onSuccess: () => {
      onSuccess();
      return queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
    },
    onError,
  });
}

/**
 * DELETE /api/applications/{id}. Already gone (removed in another tab) is what the user asked for,
 * so a 404 counts as done.
 */
export async function deleteApplication(id: number): Promise<number> {
  try {
    await api(applicationsApi.remove, { params: { id } });
  } catch (error) {
    if (!isErrorCode(error, applicationsApi.remove, 'NOT_FOUND')) throw error;
  }
  return id;
}

/** Un-saving: the application goes, and the applications list is reloaded after it. */
export function useUnsaveMutation({ onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation<number, Error, number>({
    mutationFn: deleteApplication,
    onSuccess: () => {
      onSuccess();
      return queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
    },
    onError,
  });
}
