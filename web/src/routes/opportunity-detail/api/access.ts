import { accessApi } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

// Access (product §7): what the visitor may do. Free views are spent by the detail answer itself,
// which says when it is limited (ADR 018), so the page never counts views on its own.

/** POST /api/check-access: read on page load; Apply reads hasApplicationAccess from it. */
export const accessQuery = endpointQuery(accessApi.check);

export function useAccessInfo() {
  return useQuery(accessQuery);
}
