import { applicationsApi } from '@futurefund/core';
import { endpointQuery } from './api-query';

/**
 * GET /api/applications, the signed-in user's applications: the dashboard lists them, browse's
 * cards read them to show Saved and its Save invalidates them, so both use this one key.
 */
export const applicationsQuery = endpointQuery(applicationsApi.list);
export const applicationsQueryKey = applicationsQuery.queryKey;
