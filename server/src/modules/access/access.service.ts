import type { FastifyBaseLogger } from 'fastify';
import { FREE_PROFILE_VIEWS, hasApplicationAccess, type AccessInfo } from '@futurefund/core';
import { assertAdmin } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { AccessRepo } from './access.repo';

export interface AccessServiceOptions {
  /** Where complimentary grants are logged (support staff's actions are audited). */
  log: Pick<FastifyBaseLogger, 'info'>;
  now?: () => Date;
}

/**
 * What a visitor may see (product §1: 3 free views, spent by the detail answers, ADR 018) and who
 * has Premium (product §6).
 */
export function createAccessService(repo: AccessRepo, { log, now = () => new Date() }: AccessServiceOptions) {
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
     * access the user already has, whichever is later. Admins only; logged.
     */
    async grantComplimentaryAccess(actor: SessionUser, username: string, days: number) {
      assertAdmin(actor);
      const updated = await repo.extendApplicationAccess(username, days);
      if (!updated?.weeklyAccessExpiresAt) throw AppError.notFound('User not found.');
      log.info({ adminId: actor.id, username: updated.username, days }, 'complimentary Premium granted');
      return { username: updated.username, weeklyAccessExpiresAt: updated.weeklyAccessExpiresAt };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
