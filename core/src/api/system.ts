import { healthResponseSchema } from '../contracts/health';
import { defineEndpoint } from './define';

export const systemApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database state',
    tag: 'system',
    auth: 'public',
    response: healthResponseSchema,
  }),
};
