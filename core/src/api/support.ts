import {
  supportContactSchema,
  supportMessageRequestSchema,
  supportMessageResultSchema,
} from '../contracts/support';
import { defineEndpoint } from './define';

const tag = 'support';

export const supportApi = {
  contact: defineEndpoint({
    method: 'GET',
    path: '/api/support',
    summary: 'The support e-mail address (the contact page shows it)',
    tag,
    auth: 'public',
    response: supportContactSchema,
  }),
  /** Stored, then forwarded to the support address by e-mail after the answer (throttled per address). */
  send: defineEndpoint({
    method: 'POST',
    path: '/api/support/messages',
    summary: 'Send a message to the support team',
    tag,
    auth: 'public',
    body: supportMessageRequestSchema,
    response: supportMessageResultSchema,
    status: 201,
  }),
};
