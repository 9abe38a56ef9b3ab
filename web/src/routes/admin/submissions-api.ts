import { reviewApi, type ApprovalStatus, type OpportunityType, type Submission } from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endpointKey, endpointQuery } from '../../lib/api-query';
import { auditLogQuery } from './admin-api';

// The review queue's calls (product §2 Admin, §4 submissions); the server checks the admin role.

export type SubmissionRef = { type: OpportunityType; id: number };

export const queueQuery = (status: ApprovalStatus) => endpointQuery(reviewApi.queue, { query: { status } });

/** Every status's list and the audit log: a decision moves an item from one list to another. */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [endpointKey(reviewApi.queue), auditLogQuery.queryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useReviewQueue(status: ApprovalStatus) {
  return useQuery(queueQuery(status));
}

export function useApprove() {
  const reload = useReload();
  return useMutation<Submission, Error, SubmissionRef>({
    mutationFn: (params) => api(reviewApi.approve, { params }),
    onSettled: reload,
  });
}

export function useReject() {
  const reload = useReload();
  return useMutation<Submission, Error, SubmissionRef & { reason: string }>({
    mutationFn: ({ reason, ...params }) => api(reviewApi.reject, { params, body: { reason } }),
    onSettled: reload,
  });
}

export function useBulkApprove() {
  const reload = useReload();
  return useMutation<{ approved: number; skipped: number }, Error, SubmissionRef[]>({
    mutationFn: (items) => api(reviewApi.bulkApprove, { body: { items } }),
    onSettled: reload,
  });
}

/** Verify or withdraw: every item of that contributor shows the new badge after the reload. */
export function useSetVerified() {
  const reload = useReload();
  return useMutation<
    { username: string; isVerified: boolean; verificationDate: string | null },
    Error,
    { username: string; verified: boolean }
  >({
    mutationFn: ({ username, verified }) =>
      api(verified ? reviewApi.verifyContributor : reviewApi.unverifyContributor, { params: { username } }),
    onSettled: reload,
  });
}
