import {
  applicationMessages,
  applicationsApi,
  type Application,
  type OpportunityListItem,
} from '@futurefund/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../hooks/use-auth';
import { toast } from '../../../hooks/use-toast';
import { api, isErrorCode } from '../../../lib/api-client';
import { applicationsQueryKey } from '../../../lib/applications-query';
import { showErrorToast } from '../../../lib/error-toast';

function notLoggedIn() {
  toast({ title: applicationMessages.notLoggedInTitle, description: applicationMessages.notLoggedIn });
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

  const save = () => (user ? mutation.mutate() : notLoggedIn());
  return { save, isPending: mutation.isPending, isSaved: mutation.isSuccess };
}
