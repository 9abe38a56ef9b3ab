import { submissionsApi, type OpportunitySubmission, type Submission } from '@futurefund/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';

export const useMySubmissions = () => useQuery(endpointQuery(submissionsApi.mine));
export const useContributorSummary = () => useQuery(endpointQuery(submissionsApi.summary));
export const useContributorAnalytics = (days: number) =>
  useQuery(endpointQuery(submissionsApi.analytics, { query: { days } }));

/** A submission's change shows on every contributor card: the list, the count and the analytics. */
function refreshContributorData(queryClient: QueryClient) {
  return Promise.all(
    [submissionsApi.mine, submissionsApi.summary, submissionsApi.analytics].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: [endpoint.path] }),
    ),
  );
}

/** Which submission the form edits; none for a new one. */
export type EditTarget = { type: Submission['type']; id: number };

/** New submissions go to the endpoint of their type; an edit goes back to review with PUT. */
export function useSaveSubmission(editing: EditTarget | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpportunitySubmission) => {
      if (editing) return api(submissionsApi.resubmit, { params: editing, body });
      const endpoint =
        body.type === 'scholarship' ? submissionsApi.submitScholarship : submissionsApi.submitInternship;
      return api(endpoint, { body });
    },
    onSuccess: () => refreshContributorData(queryClient),
  });
}

export function useCloseSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: EditTarget) => api(submissionsApi.close, { params: target }),
    onSuccess: () => refreshContributorData(queryClient),
  });
}
