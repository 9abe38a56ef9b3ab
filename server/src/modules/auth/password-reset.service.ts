import type { FastifyBaseLogger } from 'fastify';
import {
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetMessages,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { AuthRepo } from './auth.repo';
import type { RequestMeta } from './auth.service';
import { hashPassword } from './password';
import type { PasswordResetRepo } from './password-reset.repo';
import { hashSessionToken, newSessionToken } from './session-token';
import type { ThrottleRepo } from './throttle.repo';

const HOUR_MS = 60 * 60 * 1000;
/** Enough for a school network's forgetful students, too few to flood the mail server. */
export const RESETS_PER_ADDRESS_PER_HOUR = 20;
/** More would only fill one person's inbox: further requests are answered the same and send nothing. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

export interface PasswordResetDeps {
  repo: PasswordResetRepo;
  /** The same statements over one transaction (db/transaction.ts). */
  transaction: <T>(fn: (repo: PasswordResetRepo) => Promise<T>) => Promise<T>;
  throttle: ThrottleRepo;
  activity: Pick<AuthRepo, 'logActivity'>;
  sendResetEmail: (
    user: { id: number; email: string; name: string | null },
    resetUrl: string,
  ) => Promise<unknown>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

/**
 * Forgotten passwords (ADR 024). A request is answered at once, the same way for every username:
 * the look-up and the e-mail happen after the answer, so neither the text nor the timing tells
 * whether an account exists or has an address.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const now = deps.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();

  async function deliver(username: string, meta: RequestMeta) {
    const recipient = await deps.repo.findRecipient(username);
    const log = (status: string, failureReason?: string) =>
      deps.activity.logActivity({
        action: 'password_reset_request',
        userId: recipient?.id,
        username,
        status,
        failureReason,
        ipAddress: meta.ipAddress,
        userAgent: meta.userAgent?.slice(0, 512),
      });
    if (!recipient) return log('failure', 'no_account_or_email');
    const perAccount = await deps.throttle.claim('reset_account', username, HOUR_MS, now());
    if (perAccount.count > RESETS_PER_ACCOUNT_PER_HOUR) return log('failure', 'rate_limited');
    const token = newSessionToken();
    await deps.repo.insertToken({
      userId: recipient.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now().getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await deps.sendResetEmail(recipient, `${deps.publicUrl}/reset-password?token=${token}`);
    await log('success');
  }

  return {
    async requestReset(input: ForgotPasswordRequest, meta: RequestMeta) {
      const fromAddress = await deps.throttle.claim('reset_address', meta.ipAddress, HOUR_MS, now());
      if (fromAddress.count > RESETS_PER_ADDRESS_PER_HOUR) {
        const seconds = Math.ceil((fromAddress.windowStart.getTime() + HOUR_MS - now().getTime()) / 1000);
        throw AppError.tooManyRequests(passwordResetMessages.tooMany, Math.max(1, seconds));
      }
      const work = deliver(input.username.toLowerCase(), meta).catch((error: unknown) => {
        deps.log.error({ err: error }, 'password reset e-mail failed');
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { success: true as const, message: passwordResetMessages.requested };
    },

    /** Single use; ends every session of the account, since a reset usually means "someone else". */
    async resetPassword(input: ResetPasswordRequest, meta: RequestMeta) {
      const tokenHash = hashSessionToken(input.token);
      // Checked first so an unknown token costs no password hash.
      if (!(await deps.repo.isLive(tokenHash, now())))
        throw AppError.badRequest(passwordResetMessages.invalidLink);
      const passwordHash = await hashPassword(input.password);
      const userId = await deps.transaction(async (repo) => {
        const at = now();
        const owner = await repo.consume(tokenHash, at);
        if (owner === null) return null;
        await repo.setPassword(owner, passwordHash);
        await repo.retireTokensOf(owner, at);
        await repo.deleteSessionsOf(owner);
        return owner;
      });
      if (userId === null) throw AppError.badRequest(passwordResetMessages.invalidLink);
      await deps.activity.logActivity({
        action: 'password_reset',
        userId,
        status: 'success',
        ipAddress: meta.ipAddress,
        userAgent: meta.userAgent?.slice(0, 512),
      });
      return { success: true as const, message: passwordResetMessages.changed };
    },

    /** Waits for e-mails still being sent (shutdown, tests). */
    async idle() {
      await Promise.all([...pending]);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
