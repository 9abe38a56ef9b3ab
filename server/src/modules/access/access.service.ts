import { FREE_PROFILE_VIEWS, hasApplicationAccess, type AccessInfo } from '@futurefund/core';
import type { SessionUser } from '../auth/auth.repo';
import type { createAccessRepo } from './access.repo';

export function createAccessService(
  repo: ReturnType<typeof createAccessRepo>,
  now: () => Date = () => new Date(),
) {
  return {
    async check(user: SessionUser | null, visitorHash: string | null): Promise<AccessInfo> {
      if (user) {
        return {
          hasAccess: true,
          viewsUsed: user.profileViewsUsed,
          isAuthenticated: true,
          hasApplicationAccess: hasApplicationAccess(user, now()),
        };
      }
      const viewsUsed = visitorHash ? await repo.viewsUsed(visitorHash) : 0;
      return {
        hasAccess: viewsUsed < FREE_PROFILE_VIEWS,
        viewsUsed,
        isAuthenticated: false,
        hasApplicationAccess: false,
      };
    },

    /** Records one detail view: unlimited when signed in, 3 free ones per anonymous visitor. */
    async useView(user: SessionUser | null, visitorHash: string): Promise<AccessInfo> {
      if (user) {
        const viewsUsed = await repo.countUserView(user.id);
        return {
          hasAccess: true,
          viewsUsed,
          isAuthenticated: true,
          hasApplicationAccess: hasApplicationAccess(user, now()),
        };
      }
      const used = await repo.useView(visitorHash);
      return {
        hasAccess: used !== null,
        viewsUsed: used ?? FREE_PROFILE_VIEWS,
        isAuthenticated: false,
        hasApplicationAccess: false,
      };
    },
  };
}
