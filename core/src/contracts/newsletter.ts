import { z } from '../zod';

// The newsletter (issue 18, ADR 030): double opt-in, one-click leave, a weekly digest.

export const newsletterMessages = {
  email: 'Please enter a valid email address',
  /** The same answer for a new, pending, confirmed or unsubscribed address: no enumeration. */
  subscribed: 'Check your inbox: we sent a link to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. The first digest arrives next week.',
  confirmInvalid: 'This confirmation link is invalid or has expired. Please subscribe again.',
  unsubscribed: "You've been unsubscribed from the FutureFund newsletter.",
  unsubscribeInvalid: 'This unsubscribe link is not valid. It may have been copied incompletely.',
  tooMany: 'Too many subscription requests from your network. Please try again later.',
} as const;

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_HOURS = 48;

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** POST /api/newsletter/subscribe: stored trimmed and lower-cased, so one address is one row. */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: newsletterMessages.email })
    .trim()
    .max(254, newsletterMessages.email)
    .pipe(z.email(newsletterMessages.email))
    .transform((value) => value.toLowerCase()),
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

const tokenOf = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{20,100}$/, message);

/** POST /api/newsletter/confirm body: the e-mailed link's token. */
export const newsletterConfirmSchema = z.object({ token: tokenOf(newsletterMessages.confirmInvalid) });

/** POST /api/newsletter/unsubscribe?token=…: in the query, so a mail client's one-click form works. */
export const newsletterUnsubscribeQuerySchema = z.object({
  token: tokenOf(newsletterMessages.unsubscribeInvalid),
});

export const newsletterAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

/** POST /api/admin/newsletter/digest: what one run did for its ISO week. */
export const newsletterDigestRunSchema = z.object({
  /** The ISO week, e.g. 2026-W48. */
  period: z.string(),
  sent: z.number().int(),
  empty: z.number().int(),
  failed: z.number().int(),
});
export type NewsletterDigestRun = z.infer<typeof newsletterDigestRunSchema>;
