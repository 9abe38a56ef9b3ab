import { applicationsApi, endpointUrl } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';
import { applicationsQuery } from '../../../lib/applications-query';

// Reads of the tracker (product §7): the cards, one application's history, the CSV export.

export function useApplications() {
  return useQuery(applicationsQuery);
}

export const historyQuery = (id: number) => endpointQuery(applicationsApi.history, { params: { id } });

export function useApplicationHistory(id: number) {
  return useQuery(historyQuery(id));
}

/** A file answer: the browser downloads it through a plain link. */
export const exportCsvUrl = endpointUrl(applicationsApi.exportCsv);
