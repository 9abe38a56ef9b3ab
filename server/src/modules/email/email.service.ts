import {
  emailMessages,
  type OpportunityType,
  type TestEmailRequest,
  type UnsubscribeCategory,
} from '@futurefund/core';
import { assertAdmin } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { AuditRepo } from '../admin/audit.repo';
import { hashLinkToken, newLinkToken } from './link-token';
import { MailDeliveryError, type MailSent, type Mailer } from './mailer';
import type { OutboxRepo } from './outbox.repo';
import type { UnsubscribeRepo } from './unsubscribe.repo';
import { passwordResetEmail, testEmail, welcomeEmail } from './templates/account';
import { deadlineReminderEmail } from './templates/deadline-reminder';
import { submissionApprovedEmail, submissionRejectedEmail } from './templates/submission';
import { supportMessageEmail, type SupportMessageInput } from './templates/support';
import type { RenderedEmail } from './templates/layout';

/** One application in a deadline reminder (the reminders job builds these). */
export interface ReminderItem {
  applicationId: number;
  opportunityType: OpportunityType;
  opportunityId: number;
  title: string;
  /** YYYY-MM-DD */
  deadline: string;
  daysLeft: number;
}

export interface Recipient {
  id: number;
  email: string;
  name: string | null;
}

export type SendResult = MailSent;

export interface EmailServiceDeps {
  mailer: Mailer;
  outbox: OutboxRepo;
  /** Built over the transaction the unsubscribe opens, or the database. */
  unsubscribeRepo: UnsubscribeRepo;
  /** Runs its statements in one transaction (db/transaction.ts). */
  unsubscribeTransaction: <T>(fn: (repo: UnsubscribeRepo) => Promise<T>) => Promise<T>;
  audit: AuditRepo;
  publicUrl: string;
  now?: () => Date;
}

const OUTBOX_LIST_SIZE = 50;
const detailPath = (type: OpportunityType, id: number) =>
  `${type === 'scholarship' ? '/scholarships' : '/internships'}/${id}`;

export function createEmailService(deps: EmailServiceDeps) {
  const { mailer, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const greeting = (recipient: Recipient) => recipient.name?.trim() || 'there';

  /**
   * Non-transactional mail carries its own unsubscribe token (product §3 preferences), as a page
   * link in the body and as RFC 8058 one-click headers for mail clients.
   */
  async function unsubscribeLinks(userId: number, category: UnsubscribeCategory) {
    const { token, hash } = newLinkToken();
    await deps.unsubscribeRepo.insertToken({ userId, tokenHash: hash, category });
    const query = `?token=${token}`;
    return {
      pageUrl: `${publicUrl}/unsubscribe${query}`,
      headers: {
        'List-Unsubscribe': `<${publicUrl}/api/email/unsubscribe${query}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  async function sendWithUnsubscribe(
    recipient: Recipient,
    kind: string,
    category: UnsubscribeCategory,
    render: (unsubscribeUrl: string) => RenderedEmail,
  ): Promise<SendResult> {
    const links = await unsubscribeLinks(recipient.id, category);
    const mail = render(links.pageUrl);
    return mailer.send({ ...mail, to: recipient.email, kind, userId: recipient.id, headers: links.headers });
  }

  return {
    async status(actor: SessionUser) {
      assertAdmin(actor);
      return mailer.status();
    },

    /** Product §7 admin: a test message; a refusal by the mail server is a 503 with its reason. */
    async sendTest(actor: SessionUser, input: TestEmailRequest) {
      assertAdmin(actor);
      const mail = testEmail({ ...input, siteUrl: publicUrl });
      try {
        const sent = await mailer.send({ ...mail, to: input.to, kind: 'test', userId: actor.id });
        await deps.audit.record(actor, {
          action: 'email.test',
          target: input.to,
          details: { success: true },
        });
        const where = sent.previewUrl ? 'kept in the local outbox' : 'sent';
        return {
          success: true,
          message: `${emailMessages.testSent} (${where}).`,
          previewUrl: sent.previewUrl,
        };
      } catch (error) {
        if (!(error instanceof MailDeliveryError)) throw error;
        await deps.audit.record(actor, {
          action: 'email.test',
          target: input.to,
          details: { success: false, error: error.message },
        });
        throw new AppError(503, 'SERVICE_UNAVAILABLE', `${emailMessages.sendFailed}: ${error.message}.`);
      }
    },

    async outbox(actor: SessionUser) {
      assertAdmin(actor);
      return deps.outbox.recent(OUTBOX_LIST_SIZE);
    },

    /**
     * A stored message for the preview page. No sign-in: the 128-bit random id in the link is the
     * permission, as with a test-mail service. Only outbox messages; mail sent over SMTP is not shown.
     */
    async preview(publicId: string) {
      const row = await deps.outbox.findByPublicId(publicId);
      if (!row || row.status !== 'stored') throw AppError.notFound(emailMessages.previewNotFound);
      return row;
    },

    /** One-click unsubscribe: the token is the permission (no sign-in); using it again is harmless. */
    async unsubscribe(token: string) {
      return deps.unsubscribeTransaction(async (repo) => {
        const row = await repo.findToken(hashLinkToken(token));
        if (!row) throw AppError.notFound(emailMessages.unsubscribeInvalid);
        const category = row.category as UnsubscribeCategory;
        await repo.turnOff(row.userId, category);
        await repo.markUsed(row.id, now());
        return category;
      });
    },

    previewUrl: mailer.previewUrl,

    sendDeadlineReminder(user: Recipient, items: ReminderItem[]): Promise<SendResult> {
      const lines = items.map((item) => ({
        title: item.title,
        type: item.opportunityType,
        deadline: item.deadline,
        daysLeft: item.daysLeft,
        link: `${publicUrl}${detailPath(item.opportunityType, item.opportunityId)}`,
      }));
      return sendWithUnsubscribe(user, 'deadline_reminder', 'deadline_reminders', (unsubscribeUrl) =>
        deadlineReminderEmail({ name: greeting(user), items: lines, siteUrl: publicUrl, unsubscribeUrl }),
      );
    },

    sendSubmissionApproved(
      user: Recipient,
      listing: { title: string; opportunityType: OpportunityType; opportunityId: number },
    ): Promise<SendResult> {
      const link = `${publicUrl}${detailPath(listing.opportunityType, listing.opportunityId)}`;
      return sendWithUnsubscribe(user, 'submission_approved', 'application_updates', (unsubscribeUrl) =>
        submissionApprovedEmail({
          name: greeting(user),
          title: listing.title,
          link,
          siteUrl: publicUrl,
          unsubscribeUrl,
        }),
      );
    },

    sendSubmissionRejected(user: Recipient, listing: { title: string; reason: string }): Promise<SendResult> {
      return sendWithUnsubscribe(user, 'submission_rejected', 'application_updates', (unsubscribeUrl) =>
        submissionRejectedEmail({ name: greeting(user), ...listing, siteUrl: publicUrl, unsubscribeUrl }),
      );
    },

    sendWelcome(user: Recipient): Promise<SendResult> {
      return sendWithUnsubscribe(user, 'welcome', 'opportunity_matches', (unsubscribeUrl) =>
        welcomeEmail({ name: greeting(user), siteUrl: publicUrl, unsubscribeUrl }),
      );
    },

    /** Transactional (no unsubscribe); over SMTP the send log masks the link's token. */
    sendPasswordReset(user: Recipient, resetUrl: string): Promise<SendResult> {
      const mail = passwordResetEmail({ name: greeting(user), resetUrl, siteUrl: publicUrl });
      return mailer.send({ ...mail, to: user.email, kind: 'password_reset', userId: user.id });
    },

    /** Newsletter mail (ADR 030): the newsletter module renders it and brings its own leave links. */
    sendNewsletter(
      mail: RenderedEmail & {
        to: string;
        kind: string;
        userId?: number | null;
        headers: Record<string, string>;
      },
    ) {
      return mailer.send(mail);
    },
    /** A contact-page message to the support address; replies go straight to its sender. */
    sendSupportMessage(
      supportEmail: string,
      message: Omit<SupportMessageInput, 'siteUrl'>,
    ): Promise<SendResult> {
      const mail = supportMessageEmail({ ...message, siteUrl: publicUrl });
      return mailer.send({ ...mail, to: supportEmail, replyTo: message.email, kind: 'support_message' });
    },

    close: () => mailer.close(),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
