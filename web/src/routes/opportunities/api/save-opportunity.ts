import { applicationMessages, applicationsApi, type OpportunityListItem } from '@futurefund/core';
import { useAuth } from '../../../hooks/use-auth';
import { toast } from '../../../hooks/use-toast';
import { isErrorCode } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/error-toast';
import { useSaveMutation, useSavedApplication } from '../../../lib/saved-opportunity';

function notLoggedIn() {
  toast({ title: applicationMessages.notLoggedInTitle, description: applicationMessages.notLoggedIn });
}

/**
 * Saving a card creates an application with status 'interested' (product §7). Visitors get the
 * not-logged-in toast and nothing is sent; a session that expired meanwhile (401) reads the same.
 */
export function useSaveOpportunity(item: Pick<OpportunityListItem, 'id' | 'type'>) {
  const { user } = useAuth();
  const mutation = useSaveMutation(item, {
    onSuccess: () => toast({ title: applicationMessages.saved }),
    onError: (error) => {
      if (isErrorCode(error, applicationsApi.save, 'UNAUTHENTICATED')) notLoggedIn();
      else showErrorToast(error);
    },
  });

  const wasSaved = useSavedApplication(item) !== undefined;
  const save = () => (user ? mutation.mutate() : notLoggedIn());
  return { save, isPending: mutation.isPending, isSaved: mutation.isSuccess || wasSaved };
}
