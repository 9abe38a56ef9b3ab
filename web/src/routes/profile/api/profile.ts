import {
  endpointUrl,
  opportunitiesApi,
  profileApi,
  profileMessages,
  type AccountDeleted,
  type Profile,
  type UpdateProfile,
} from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../hooks/use-auth';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api-client';
import { endpointKey, endpointQuery } from '../../../lib/api-query';
import { recommendationListKey } from '../../../components/recommendations/api';
import { currentUserQueryKey } from '../../../lib/auth-api';
import { showErrorToast } from '../../../lib/error-toast';
import { deletedSummary } from '../model/deleted-summary';

// The profile's calls (product §7 "Documents and profile").

export const profileQuery = endpointQuery(profileApi.get);

export function useProfile() {
  return useQuery(profileQuery);
}

/** A file answer: the browser downloads it through a plain link. */
export const exportDataUrl = endpointUrl(profileApi.exportData);

/**
 * PUT /api/profile with one section's fields. Product §7: the profile and the user are reloaded
 * after, because the detail page's eligibility check reads the user, not the profile; browse's
 * relevance order and the recommendations read the profile too, so they are loaded again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<Profile, Error, UpdateProfile>({
    mutationFn: (body) => api(profileApi.update, { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      toast({ title: profileMessages.updated });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: endpointKey(opportunitiesApi.browse) }),
        queryClient.invalidateQueries({ queryKey: recommendationListKey }),
      ]);
    },
    onError: (error) => showErrorToast(error, profileMessages.updateFailed),
  });
}

/** POST /api/account/delete; the session is gone with the account, so this ends like a logout. */
export function useDeleteAccount() {
  const { endSession } = useAuth();
  return useMutation<AccountDeleted, Error, string>({
    mutationFn: (confirmUsername) => api(profileApi.deleteAccount, { body: { confirmUsername } }),
    onSuccess: async (answer) => {
      toast({ title: answer.message, description: deletedSummary(answer.deleted), duration: 10_000 });
      await endSession();
    },
    onError: (error) => showErrorToast(error),
  });
}
