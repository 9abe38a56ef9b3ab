import { routePatterns } from '@futurefund/core';
import { newLinkToken } from '../email/link-token';
import type { NewsletterRepo } from './newsletter.repo';

export interface LeaveLinks {
  /** The /newsletter/unsubscribe page (a button that posts): the link in the mail's body. */
  pageUrl: string;
  /** RFC 8058 one-click headers: mail clients POST to the API with no Origin and a form body. */
  headers: Record<string, string>;
}

/** A fresh leave token for one message; every newsletter mail carries one (ADR 030). */
export async function leaveLinks(
  repo: Pick<NewsletterRepo, 'insertUnsubscribeToken'>,
  subscriberId: number,
  publicUrl: string,
): Promise<LeaveLinks> {
  const { token, hash } = newLinkToken();
  await repo.insertUnsubscribeToken(subscriberId, hash);
  const query = `?token=${token}`;
  return {
    pageUrl: `${publicUrl}${routePatterns.newsletterUnsubscribe}${query}`,
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/newsletter/unsubscribe${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
