import {
  applicationMessages,
  applicationsApi,
  type Application,
  type ApplicationCard,
  type OpportunityListItem,
} from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../hooks/use-auth';
import { toast } from '../../../hooks/use-toast';
import { api, isErrorCode } from '../../../lib/api-client';
import { applicationsQuery, applicationsQueryKey } from '../../../lib/applications-query';
import { showErrorToast } from '../../../lib/error-toast';

function notLoggedIn() {
  toast({ title: applicationMessages.notLoggedInTitle, description: applicationMessages.notLoggedIn });
}

const savedKey = (type: OpportunityListItem['type'], id: number) => `${type}-${id}`;
const savedKeys = (cards: ApplicationCard[]) =>
  new Set(cards.map((card) => savedKey(card.opportunityType, card.opportunityId)));

/**
 * Whether the signed-in user has saved this listing, from their applications list: one request
 * (GET /api/applications, the dashboard's own query) however many cards ask, none for visitors.
 */
function useIsSaved(item: Pick<OpportunityListItem, 'id' | 'type'>, isSignedIn: boolean) {
  const saved = useQuery({ ...applicationsQuery, enabled: isSignedIn, select: savedKeys });
  return isSignedIn && saved.data?.has(savedKey(item.type, item.id)) === true;
}

/**
 * Saving a card creates an application with status 'interested' (product §7). Visitors get the
 * not-logged-in toast and nothing is sent; a session that expired meanwhile (401) reads the same.
 */
export function useSaveOpportunity(item: Pick<OpportunityListItem, 'id' | 'type'>) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation<Application, Error, void>({
    mutationFn: () =>
      api(applicationsApi.save, {
        body: { opportunityId: item.id, opportunityType: item.type, status: 'interested' },
      }),
    onSuccess: () => {
      toast({ title: applicationMessages.saved });
      return queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
    },
    onError: (error) => {
      if (isErrorCode(error, applicationsApi.save, 'UNAUTHENTICATED')) notLoggedIn();
      else showErrorToast(error);
    },
  });

  const wasSaved = useIsSaved(item, user !== null);
  const save = () => (user ? mutation.mutate() : notLoggedIn());
  return { save, isPending: mutation.isPending, isSaved: mutation.isSuccess || wasSaved };
}
