import {
  applicationMessages,
  type Application,
  type CreateApplication,
  type OpportunityListItem,
} from '@futurefund/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { ApiError, apiRequest } from '../../lib/api-client';

export const applicationsQueryKey = ['/api/applications'] as const;

function notLoggedIn() {
  toast({ title: applicationMessages.notLoggedInTitle, description: applicationMessages.notLoggedIn });
}

/**
 * Saving a card creates an application with status 'interested' (spec §7). Visitors get the
 * not-logged-in toast and nothing is sent; a session that expired meanwhile (401) reads the same.
 */
export function useSaveOpportunity(item: Pick<OpportunityListItem, 'id' | 'type'>) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation<Application, Error, void>({
    mutationFn: async () => {
      const body: CreateApplication = {
        opportunityId: item.id,
        opportunityType: item.type,
        status: 'interested',
      };
      const response = await apiRequest('POST', '/api/applications', body);
      return (await response.json()) as Application;
    },
    onSuccess: () => {
      toast({ title: applicationMessages.saved });
      return queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) notLoggedIn();
      else toast({ title: 'Error', description: error.message, variant: 'destructive' });
    },
  });

  const save = () => (user ? mutation.mutate() : notLoggedIn());
  return { save, isPending: mutation.isPending, isSaved: mutation.isSuccess };
}
