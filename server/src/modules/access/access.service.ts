import type { FastifyBaseLogger } from 'fastify';
import { FREE_PROFILE_VIEWS, hasApplicationAccess, type AccessInfo } from '@futurefund/core';
import { assertAdmin } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { AuditedWrites } from '../admin/audit.repo';
import type { AccessRepo } from './access.repo';

export interface AccessServiceOptions {
  /** Where complimentary grants are logged (support staff's actions are audited). */
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Grants and revokes commit with their admin audit row (ADR 026). */
  writes: AuditedWrites<AccessRepo>;
  now?: () => Date;
}

export const NO_PREMIUM_TO_REVOKE = 'This user has no Premium access to revoke.';
export const PAID_PREMIUM_NOT_REVOKED =
  'This user pays for Premium through Stripe; cancel the subscription there instead.';

/**
 * What a visitor may see (product §1: 3 free views, spent by the detail answers, ADR 018) and who
 * has Premium (product §6).
 */
export function createAccessService(
  repo: AccessRepo,
  { log, writes, now = () => new Date() }: AccessServiceOptions,
) {
  return {
    async check(user: SessionUser | null, visitorHash: string | null): Promise<AccessInfo> {
      if (user) {
        const hasPremium = hasApplicationAccess(user, now());
        return {
          hasAccess: true,
          viewsUsed: user.profileViewsUsed,
          isAuthenticated: true,
          hasApplicationAccess: hasPremium,
        };
      }
      const viewsUsed = visitorHash ? await repo.viewsUsed(visitorHash) : 0;
      const hasAccess = viewsUsed < FREE_PROFILE_VIEWS;
      return { hasAccess, viewsUsed, isAuthenticated: false, hasApplicationAccess: false };
    },

    /**
     * Complimentary Premium from support staff (ADR 010): `days` from now or from the end of the
     * access the user already has, whichever is later. Admins only; audited with its reason.
     */
    async grantComplimentaryAccess(actor: SessionUser, username: string, days: number, reason: string) {
      assertAdmin(actor);
      const updated = await writes(async (tx) => {
        const row = await tx.repo.extendApplicationAccess(username, days);
        if (!row?.weeklyAccessExpiresAt) throw AppError.notFound('User not found.');
        await tx.audit.record(actor, {
          action: 'premium.grant',
          target: row.username,
          reason,
          details: { days, until: row.weeklyAccessExpiresAt.toISOString() },
        });
        return row;
      });
      log.info({ adminId: actor.id, username: updated.username, days }, 'complimentary Premium granted');
      return { username: updated.username, weeklyAccessExpiresAt: updated.weeklyAccessExpiresAt! };
    },

    /**
     * Ends complimentary Premium now (ADR 026): weeklyAccessExpiresAt becomes the moment of the
     * revoke, so the record keeps when access ended. Refused (409) when there is none to end, and
     * when a Stripe subscription pays for it: the console never touches a subscription.
     */
    async revokeComplimentaryAccess(actor: SessionUser, username: string, reason: string) {
      assertAdmin(actor);
      const at = now();
      const updated = await writes(async (tx) => {
        const current = await tx.repo.premiumOf(username);
        if (!current) throw AppError.notFound('User not found.');
        const until = current.weeklyAccessExpiresAt;
        if (!until || until <= at) throw AppError.conflict(NO_PREMIUM_TO_REVOKE);
        if (current.paid) throw AppError.conflict(PAID_PREMIUM_NOT_REVOKED);
        const row = await tx.repo.endApplicationAccess(current.username, at);
        await tx.audit.record(actor, {
          action: 'premium.revoke',
          target: current.username,
          reason,
          details: { previousUntil: until.toISOString() },
        });
        return row!;
      });
      log.info({ adminId: actor.id, username: updated.username }, 'complimentary Premium revoked');
      return { username: updated.username, weeklyAccessExpiresAt: updated.weeklyAccessExpiresAt! };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
