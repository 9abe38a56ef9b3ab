import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { loadOnFirstUse } from '../../lib/load-on-first-use';
import type { MailMode } from '@futurefund/core';
import { composeMessage } from './raw-message';
import type { OutboxRepo } from './outbox.repo';

export interface MailerOptions {
  /** smtp:// or smtps:// with credentials; null keeps every message in the local outbox. */
  smtpUrl: string | null;
  from: string;
  /** The site's address as e-mails link to it, without a trailing slash. */
  publicUrl: string;
  /** Tests shorten the SMTP timeouts. */
  timeoutMs?: number;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is (test, deadline_reminder, password_reset…), for the log and the admin list. */
  kind: string;
  userId?: number | null;
  headers?: Record<string, string>;
  /** Where replies go when not to the sender (a contact message: the person who wrote it). */
  replyTo?: string;
}

export interface MailSent {
  messageId: string;
  /** The preview page of an outbox message; null when it went to a mail server. */
  previewUrl: string | null;
}

export interface MailerStatus {
  configured: boolean;
  mode: MailMode;
  message: string;
  testAccount: { user: string; web: string } | null;
}

/** A mail server refused or could not be reached; its message is safe to show an admin. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

// Links' tokens (reset, unsubscribe) are stored only as hashes: the SMTP send log keeps the
// message with them masked. The local outbox keeps them, as it is the mailbox itself.
const LINK_TOKEN = /([?&]token=)[A-Za-z0-9_-]+/g;
const maskTokens = (value: string) => value.replace(LINK_TOKEN, '$1[redacted]');

export function createMailer(outbox: OutboxRepo, options: MailerOptions) {
  const timeout = options.timeoutMs ?? 15_000;
  // Settings in the URL's query win over these, which only bound how long a dead server can
  // hold a request.
  // nodemailer loads with the first mail or status check (ADR 047).
  let transport: Transporter | null = null;
  const smtpUrl = options.smtpUrl;
  const smtp = smtpUrl
    ? loadOnFirstUse(async () => {
        const { default: nodemailer } = await import('nodemailer');
        transport = nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        });
        return transport;
      })
    : null;
  const previewUrl = (publicId: string) => `${options.publicUrl}/email-preview/${publicId}`;

  return {
    mode: (smtp ? 'smtp' : 'outbox') as MailMode,
    previewUrl,

    /** Builds the message once; sends it over SMTP or stores it; either way one outbox row. */
    async send(mail: OutgoingMail): Promise<MailSent> {
      const composed = await composeMessage({ ...mail, from: options.from });
      const publicId = randomBytes(16).toString('base64url');
      const row = {
        publicId,
        userId: mail.userId ?? null,
        kind: mail.kind,
        toAddress: mail.to,
        fromAddress: options.from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: composed.headers,
        messageId: composed.messageId,
      };
      if (!smtp) {
        await outbox.insert({ ...row, status: 'stored' });
        return { messageId: composed.messageId, previewUrl: previewUrl(publicId) };
      }
      const logged = {
        ...row,
        text: maskTokens(row.text),
        html: maskTokens(row.html),
        headers: Object.fromEntries(Object.entries(row.headers).map(([k, v]) => [k, maskTokens(v)])),
      };
      try {
        await (await smtp()).sendMail({ envelope: { from: options.from, to: [mail.to] }, raw: composed.raw });
      } catch (error) {
        const reason = describeSmtpError(error);
        await outbox.insert({ ...logged, status: 'failed', error: reason });
        throw new MailDeliveryError(reason);
      }
      await outbox.insert({ ...logged, status: 'sent' });
      return { messageId: composed.messageId, previewUrl: null };
    },

    async status(): Promise<MailerStatus> {
      if (!smtp) {
        return {
          configured: true,
          mode: 'outbox',
          message:
            'No mail server is set (SMTP_URL), so e-mails are kept in the local outbox. Open the outbox to read them.',
          testAccount: { user: options.from, web: `${options.publicUrl}/email-preview` },
        };
      }
      try {
        await (await smtp()).verify();
        return {
          configured: true,
          mode: 'smtp',
          message: 'Connected to the mail server.',
          testAccount: null,
        };
      } catch (error) {
        return {
          configured: false,
          mode: 'smtp',
          message: `The mail server could not be reached (${describeSmtpError(error)}).`,
          testAccount: null,
        };
      }
    },

    close() {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/**
 * A short reason without the server's reply text beyond its code: replies can echo the
 * envelope, and the URL's credentials must never reach a log or an answer.
 */
function describeSmtpError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return `the mail server answered ${responseCode}`;
  if (typeof code === 'string' && /^[A-Z_]{2,20}$/.test(code)) return code;
  return 'unknown mail error';
}
