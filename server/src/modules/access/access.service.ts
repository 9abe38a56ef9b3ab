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

/** View metering (product §1: 3 free views) and who has Premium (product §6). */
export function createAccessService(repo: AccessRepo, { log, now = () => new Date() }: AccessServiceOptions) {
  const signedIn = (user: SessionUser, viewsUsed: number): AccessInfo => ({
    hasAccess: true,
    viewsUsed,
    isAuthenticated: true,
    hasApplicationAccess: hasApplicationAccess(user, now()),
  });
  const anonymous = (hasAccess: boolean, viewsUsed: number): AccessInfo => ({
    hasAccess,
    viewsUsed,
    isAuthenticated: false,
    hasApplicationAccess: false,
  });

  return {
    async check(user: SessionUser | null, visitorHash: string | null): Promise<AccessInfo> {
      if (user) return signedIn(user, user.profileViewsUsed);
      const viewsUsed = visitorHash ? await repo.viewsUsed(visitorHash) : 0;
      return anonymous(viewsUsed < FREE_PROFILE_VIEWS, viewsUsed);
    },

    /** Records one detail view: unlimited when signed in, 3 free ones per anonymous visitor. */
    async useView(user: SessionUser | null, visitorHash: string): Promise<AccessInfo> {
      if (user) return signedIn(user, await repo.countUserView(user.id));
      const used = await repo.useView(visitorHash);
      return anonymous(used !== null, used ?? FREE_PROFILE_VIEWS);
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
