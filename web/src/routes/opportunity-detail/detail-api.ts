import type { AccessInfo, OpportunityListItem, OpportunityType } from '@futurefund/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../lib/api-client';
import type { OpportunityDetail } from './detail-model';

// The detail page's calls (spec §7). Reads use the default query function, which GETs the key
// joined with "/" (['/api/scholarships', 7] -> /api/scholarships/7).

export const accessQueryKey = ['/api/check-access'] as const;
export const VIEW_TRACKING_ERROR = 'Failed to track profile view';

export function detailQueryKey(type: OpportunityType, id: number) {
  return [type === 'scholarship' ? '/api/scholarships' : '/api/internships', id] as const;
}

export function useOpportunityDetail(type: OpportunityType, id: number) {
  return useQuery<OpportunityDetail, Error>({ queryKey: detailQueryKey(type, id) });
}

export function useSimilarOpportunities(type: OpportunityType, id: number) {
  const query = new URLSearchParams({ type, id: String(id) });
  return useQuery<OpportunityListItem[], Error>({ queryKey: [`/api/opportunities/similar?${query}`] });
}

async function postForAccess(url: string): Promise<AccessInfo> {
  const response = await apiRequest('POST', url);
  return (await response.json()) as AccessInfo;
}

/** POST /api/check-access: read on page load; Apply reads hasApplicationAccess from it. */
export function fetchAccessInfo(): Promise<AccessInfo> {
  return postForAccess('/api/check-access');
}

export function useAccessInfo() {
  return useQuery<AccessInfo, Error>({ queryKey: accessQueryKey, queryFn: fetchAccessInfo });
}

/**
 * Spec §2: the first load of a detail page records one profile view (POST /api/use-profile-view),
 * once the listing has loaded so a broken link does not spend a visitor's free view. It spends a
 * view, so it is a mutation fired once per mounted page (the ref survives StrictMode's second
 * effect run), never a query that a cache refresh could repeat.
 */
export function useRecordProfileView(isReady: boolean) {
  const mutation = useMutation<AccessInfo, Error, void>({
    mutationFn: async () => {
      try {
        return await postForAccess('/api/use-profile-view');
      } catch {
        // Spec §7: any non-ok answer reads as this error, whatever the server said.
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

/** POST /api/recommendations/events for an apply (spec §7); only signed-in users send it. */
export async function recordApplicationEvent(type: OpportunityType, id: number): Promise<void> {
  await apiRequest('POST', '/api/recommendations/events', {
    opportunityId: id,
    opportunityType: type,
    eventType: 'application',
    metadata: { source: 'detail_page_apply' },
  });
}
