import {
  NEWSLETTER_CONFIRM_TTL_HOURS,
  newsletterMessages,
  routePatterns,
  type NewsletterSubscribe,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { createBackgroundTasks } from '../../lib/background';
import type { SessionUser } from '../auth/auth.repo';
import type { ThrottleRepo } from '../auth/throttle.repo';
import type { EmailService } from '../email/email.service';
import { hashLinkToken, newLinkToken } from '../email/link-token';
import { newsletterConfirmEmail } from '../email/templates/newsletter';
import { leaveLinks } from './leave-links';
import type { NewsletterRepo } from './newsletter.repo';

const HOUR_MS = 60 * 60 * 1000;
/** Enough for a school's shared network, too few to use us to flood inboxes. */
export const SUBSCRIBES_PER_ADDRESS_PER_HOUR = 10;
/** Confirmation mails to one recipient per hour: further requests are answered the same, send nothing. */
export const CONFIRMATIONS_PER_RECIPIENT_PER_HOUR = 3;

export interface NewsletterServiceDeps {
  repo: NewsletterRepo;
  throttle: ThrottleRepo;
  email: Pick<EmailService, 'sendNewsletter'>;
  background: Pick<ReturnType<typeof createBackgroundTasks>, 'run'>;
  publicUrl: string;
  now?: () => Date;
}

/**
 * The newsletter's double opt-in and leaving (ADR 030). Subscribing answers the same for every
 * address (new, pending, confirmed, unsubscribed), and the mail goes out after the answer, so
 * neither text nor timing tells whether an address is on the list.
 */
export function createNewsletterService(deps: NewsletterServiceDeps) {
  const { repo, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function sendConfirmation(email: string, userId: number | null, tokenHash: string, token: string) {
    const at = now();
    const perRecipient = await deps.throttle.claim('newsletter_recipient', email, HOUR_MS, at);
    if (perRecipient.count > CONFIRMATIONS_PER_RECIPIENT_PER_HOUR) return;
    const row = await repo.subscribe({
      email,
      userId,
      tokenHash,
      expiresAt: new Date(at.getTime() + NEWSLETTER_CONFIRM_TTL_HOURS * HOUR_MS),
    });
    // Already confirmed: the digest's own mails carry the way out; a stranger gets no new mail sent.
    if (!row.armed) return;
    const links = await leaveLinks(repo, row.id, publicUrl);
    const mail = newsletterConfirmEmail({
      confirmUrl: `${publicUrl}${routePatterns.newsletterConfirm}?token=${token}`,
      siteUrl: publicUrl,
      unsubscribeUrl: links.pageUrl,
    });
    await deps.email.sendNewsletter({
      ...mail,
      to: email,
      kind: 'newsletter_confirm',
      headers: links.headers,
    });
  }

  return {
    async subscribe(input: NewsletterSubscribe, actor: SessionUser | null, ipAddress: string) {
      const fromAddress = await deps.throttle.claim('newsletter_address', ipAddress, HOUR_MS, now());
      if (fromAddress.count > SUBSCRIBES_PER_ADDRESS_PER_HOUR) {
        const seconds = Math.ceil((fromAddress.windowStart.getTime() + HOUR_MS - now().getTime()) / 1000);
        throw AppError.tooManyRequests(newsletterMessages.tooMany, Math.max(1, seconds));
      }
      const { token, hash } = newLinkToken();
      deps.background.run('newsletter confirmation e-mail', () =>
        sendConfirmation(input.email, actor?.id ?? null, hash, token),
      );
      return { success: true as const, message: newsletterMessages.subscribed };
    },

    /** The confirm page's button: single use, within its 48 hours. */
    async confirm(token: string) {
      const row = await repo.confirm(hashLinkToken(token), now());
      if (!row) throw AppError.badRequest(newsletterMessages.confirmInvalid);
      return { success: true as const, message: newsletterMessages.confirmed };
    },

    /** One click from a mail or the page's button; the token is the permission, and again is harmless. */
    async unsubscribe(token: string) {
      const row = await repo.unsubscribe(hashLinkToken(token), now());
      if (!row) throw AppError.notFound(newsletterMessages.unsubscribeInvalid);
      return { success: true as const, message: newsletterMessages.unsubscribed };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
