import {
  complimentaryAccessAnswerSchema,
  complimentaryAccessParamsSchema,
  complimentaryAccessRequestSchema,
} from '../contracts/admin';
import { refreshResultSchema, refreshStatusSchema } from '../contracts/opportunity-data';
import { defineEndpoint } from './define';

export const adminApi = {
  grantComplimentaryAccess: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:username/complimentary-access',
    summary: 'Give a user complimentary Premium for 1–365 days (admin)',
    tag: 'admin',
    auth: 'admin',
    params: complimentaryAccessParamsSchema,
    body: complimentaryAccessRequestSchema,
    response: complimentaryAccessAnswerSchema,
    errors: ['NOT_FOUND'],
  }),
  refreshOpportunities: defineEndpoint({
    method: 'POST',
    path: '/api/opportunities/refresh',
    summary: 'Run every active data source now (admin)',
    tag: 'opportunity data',
    auth: 'admin',
    response: refreshResultSchema,
    errors: ['CONFLICT'],
  }),
  refreshStatus: defineEndpoint({
    method: 'GET',
    path: '/api/opportunities/refresh/status',
    summary: 'Progress of the current or last refresh (admin)',
    tag: 'opportunity data',
    auth: 'admin',
    response: refreshStatusSchema,
  }),
};
