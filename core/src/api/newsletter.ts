import {
  newsletterAnswerSchema,
  newsletterConfirmSchema,
  newsletterDigestRunSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeQuerySchema,
} from '../contracts/newsletter';
import { defineEndpoint } from './define';

const tag = 'newsletter';

export const newsletterApi = {
  /** Public; a signed-in caller's subscription is linked to the account. Same answer for every address. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    summary: 'Subscribe an address to the weekly digest (sends a confirmation link)',
    tag,
    auth: 'public',
    body: newsletterSubscribeSchema,
    response: newsletterAnswerSchema,
  }),
  /** Posted by the /newsletter/confirm page's button, never by opening the link (mail scanners). */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/confirm',
    summary: "Confirm a subscription with the e-mailed link's token (single use)",
    tag,
    auth: 'public',
    body: newsletterConfirmSchema,
    response: newsletterAnswerSchema,
  }),
  /** RFC 8058 one-click (form body, no Origin) or the /newsletter/unsubscribe page's button. */
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    summary: "Leave the newsletter (the mail's link token is the permission)",
    tag,
    auth: 'public',
    query: newsletterUnsubscribeQuerySchema,
    response: newsletterAnswerSchema,
    errors: ['NOT_FOUND'],
  }),
  digest: defineEndpoint({
    method: 'POST',
    path: '/api/admin/newsletter/digest',
    summary: "Send this week's newsletter digest now (admin); each subscriber gets it once a week",
    tag: 'admin',
    auth: 'admin',
    response: newsletterDigestRunSchema,
  }),
};
