import { accessApi, type AccessInfo, type OpportunityType, type ProfileView } from '@futurefund/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';
import { takeEarlyProfileView } from '../../../lib/early-profile-view';

// Access (product §7): what the visitor may do, and the profile view of the listing on screen. The
// server counts a listing once (ADR 018), and its detail answer already says when it is limited.

export const VIEW_TRACKING_ERROR = 'Failed to track profile view';

/** POST /api/check-access: read on page load; Apply reads hasApplicationAccess from it. */
export const accessQuery = endpointQuery(accessApi.check);

export function useAccessInfo() {
  return useQuery(accessQuery);
}

/**
 * Product §2: the first load of a detail page records one profile view (POST /api/use-profile-view)
 * of its listing, once the detail answer has arrived, so a broken link records nothing. A mutation
 * fired once per mounted page (the ref survives StrictMode's second effect run and re-renders),
 * never a query that a refetch could repeat; the server would count the listing once anyway.
 */
export function useRecordProfileView(type: OpportunityType, id: number, isReady: boolean) {
  const mutation = useMutation<AccessInfo, Error, ProfileView>({
    mutationFn: async (listing) => {
      try {
        // A page the server drew for a visitor sent it before the app started (ADR 046).
        return await (takeEarlyProfileView(listing) ?? api(accessApi.useProfileView, { body: listing }));
      } catch {
        // Product §7: any non-ok answer reads as this error, whatever the server said.
        throw new Error(VIEW_TRACKING_ERROR);
      }
    },
  });
  const { mutate } = mutation;
  const isRecorded = useRef(false);
  useEffect(() => {
    if (!isReady || isRecorded.current) return;
    isRecorded.current = true;
    mutate({ opportunityType: type, opportunityId: id });
  }, [isReady, mutate, type, id]);
  return mutation;
}
