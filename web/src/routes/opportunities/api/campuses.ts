import { opportunitiesApi } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/** GET /api/opportunities/campuses: the campus tags of open listings (the campus filter). */
export const campusesQuery = endpointQuery(opportunitiesApi.campuses);

export function useCampuses() {
  return useQuery(campusesQuery);
}
