import {
  emailPreviewSchema,
  emailStatusSchema,
  outboxListSchema,
  previewParamsSchema,
  sendResultSchema,
  testEmailRequestSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '../contracts/email';
import { defineEndpoint } from './define';

const tag = 'email';

export const emailApi = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/email/status',
    summary: 'Whether e-mail can be sent, and how (admin)',
    tag,
    auth: 'admin',
    response: emailStatusSchema,
  }),
  sendTest: defineEndpoint({
    method: 'POST',
    path: '/api/email/test',
    summary: 'Send a test e-mail (admin); 503 when the mail server refuses it',
    tag,
    auth: 'admin',
    body: testEmailRequestSchema,
    response: sendResultSchema,
    errors: ['SERVICE_UNAVAILABLE'],
  }),
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/email/outbox',
    summary: 'The 50 newest e-mails sent or stored (admin)',
    tag,
    auth: 'admin',
    response: outboxListSchema,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/email/outbox/:publicId',
    summary: 'One message of the local outbox; its random id is the permission to read it',
    tag,
    auth: 'public',
    params: previewParamsSchema,
    response: emailPreviewSchema,
    errors: ['NOT_FOUND'],
  }),
  /** Never changes anything (mail scanners prefetch links): sends the reader to the /unsubscribe page. */
  unsubscribeLink: defineEndpoint({
    method: 'GET',
    path: '/api/email/unsubscribe',
    summary: 'An unsubscribe link opened in a browser: redirects to the confirmation page',
    tag,
    auth: 'public',
    query: unsubscribeQuerySchema,
  }),
  /** RFC 8058 one-click (form body `List-Unsubscribe=One-Click`) or the /unsubscribe page's button. */
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/email/unsubscribe',
    summary: "Turn off the e-mails an unsubscribe link names (the link's token is the permission)",
    tag,
    auth: 'public',
    query: unsubscribeQuerySchema,
    response: unsubscribeResultSchema,
    errors: ['NOT_FOUND'],
  }),
};
