import { endpointUrl, opportunitiesApi, type ProfileView } from '@futurefund/core';
import { detailQuery, similarQuery } from '../routes/opportunity-detail/api/opportunity';
import { answerBody, type Seed } from './page-answers';

/** A listing's page draws with its detail answer (ADR 044) and its similar listings (ADR 046). */
export function detailSeeds({ opportunityType: type, opportunityId: id }: ProfileView): Seed[] {
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
