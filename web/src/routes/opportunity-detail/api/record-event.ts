import { recommendationsApi, type OpportunityType } from '@futurefund/core';
import { api } from '../../../lib/api-client';

/** POST /api/recommendations/events for an apply (product §7); only signed-in users send it. */
export async function recordApplicationEvent(type: OpportunityType, id: number): Promise<void> {
  await api(recommendationsApi.recordEvent, {
    body: {
      opportunityId: id,
      opportunityType: type,
      eventType: 'application',
      metadata: { source: 'detail_page_apply' },
    },
  });
}
