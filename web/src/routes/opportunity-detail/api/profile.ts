import { profileApi } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

// The student's own profile, for checking what a listing's words restrict (citizenship, gender,
// heritage…), which the signed-in user's session answer does not carry. The same query the profile
// page reads and a profile save refreshes.

export function useOwnProfile(enabled: boolean) {
  return useQuery({ ...endpointQuery(profileApi.get), enabled });
}
