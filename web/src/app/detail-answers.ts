import { endpointUrl, opportunitiesApi, type OpportunityType } from '@futurefund/core';
import { detailQuery, similarQuery } from '../routes/opportunity-detail/api/opportunity';
import { parseDetailId } from '../routes/opportunity-detail/detail-id';
import { answerBody, type Seed } from './page-answers';

/** A listing's page draws with its detail answer (ADR 044) and its similar listings (ADR 046). */
export function detailSeeds(type: OpportunityType, rawId: string | undefined): Seed[] {
  const id = parseDetailId(rawId);
  if (id === null) return [];
  const endpoint = type === 'scholarship' ? opportunitiesApi.scholarship : opportunitiesApi.internship;
  return [
    {
      path: endpointUrl(endpoint, { params: { id } }),
      queryKey: detailQuery(type, id).queryKey,
      data: answerBody,
    },
    {
      path: endpointUrl(opportunitiesApi.similar, { query: { type, id } }),
      queryKey: similarQuery(type, id).queryKey,
      data: answerBody,
    },
  ];
}
