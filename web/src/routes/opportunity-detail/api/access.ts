import { accessApi, type AccessInfo } from '@futurefund/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';

// Access metering (product §7): what the visitor may see and do, and the views they spend.

export const VIEW_TRACKING_ERROR = 'Failed to track profile view';

/** POST /api/check-access: read on page load; Apply reads hasApplicationAccess from it. */
export const accessQuery = endpointQuery(accessApi.check);

export function useAccessInfo() {
  return useQuery(accessQuery);
}

/**
 * Product §2: the first load of a detail page records one profile view (POST /api/use-profile-view),
 * once the listing has loaded so a broken link does not spend a visitor's free view. It spends a
 * view, so it is a mutation fired once per mounted page (the ref survives StrictMode's second
 * effect run), never a query that a cache refresh could repeat.
 */
export function useRecordProfileView(isReady: boolean) {
  const mutation = useMutation<AccessInfo, Error, void>({
    mutationFn: async () => {
      try {
        return await api(accessApi.useProfileView);
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
    mutate();
  }, [isReady, mutate]);
  return mutation;
}
