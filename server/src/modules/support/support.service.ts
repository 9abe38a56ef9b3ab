import {
  contactMessages,
  supportTopicLabels,
  type SupportMessageRequest,
  type SupportTopic,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { ThrottleRepo } from '../auth/throttle.repo';
import type { SupportRepo } from './support.repo';

const HOUR_MS = 60 * 60 * 1000;
/** A person writes a few messages an hour at most; more from one address is a script (ADR 012). */
export const SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR = 5;

export interface ForwardedMessage {
  id: number;
  name: string;
  email: string;
  topic: string;
  message: string;
  username: string | null;
}

export interface SupportServiceDeps {
  repo: SupportRepo;
  throttle: ThrottleRepo;
  /** SUPPORT_EMAIL: shown on the contact page and where messages are forwarded. */
  supportEmail: string;
  /** E-mails a stored message to the support address; throws when the mail server refuses it. */
  forward: (message: ForwardedMessage) => Promise<unknown>;
  /** Runs work after the answer (lib/background.ts): the sender never waits for the mail server. */
  runInBackground: (what: string, work: () => Promise<unknown>) => void;
  now?: () => Date;
}

/**
 * The contact page (issue 18). A message is stored before anything else, so it survives a mail
 * outage (status failed); forwarding happens after the answer and records how it went.
 */
export function createSupportService(deps: SupportServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function forward(row: ForwardedMessage) {
    try {
      await deps.forward(row);
    } catch (error) {
      await deps.repo.markFailed(row.id);
      throw error;
    }
    await deps.repo.markForwarded(row.id, now());
  }

  return {
    contact() {
      return { email: deps.supportEmail };
    },

    async send(actor: SessionUser | null, input: SupportMessageRequest, address: string) {
      const claim = await deps.throttle.claim('support_address', address, HOUR_MS, now());
      if (claim.count > SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR) {
        const seconds = Math.ceil((claim.windowStart.getTime() + HOUR_MS - now().getTime()) / 1000);
        throw AppError.tooManyRequests(contactMessages.tooMany, Math.max(1, seconds));
      }
      const row = await deps.repo.insert({ userId: actor?.id ?? null, ...input });
      const forwarded: ForwardedMessage = {
        id: row.id,
        name: row.name,
        email: row.email,
        topic: supportTopicLabels[input.topic as SupportTopic],
        message: row.message,
        username: actor?.username ?? null,
      };
      deps.runInBackground('support message forward', () => forward(forwarded));
      return { success: true as const, message: contactMessages.sent };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
