import { applicationsApi } from '@futurefund/core';
import { endpointQuery } from './api-query';

/**
 * GET /api/applications, the signed-in user's applications: the dashboard lists them and browse's
 * Save invalidates them, so both use this one key.
 */
export const applicationsQuery = endpointQuery(applicationsApi.list);
export const applicationsQueryKey = applicationsQuery.queryKey;
