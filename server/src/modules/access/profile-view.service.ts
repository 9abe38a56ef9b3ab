import type { AccessInfo, DetailLimit, ProfileView } from '@futurefund/core';
import type { AccessService } from './access.service';
import type { DetailViewer } from './free-views.service';

/** Records a listing's view under the free-view rule (the opportunities service, 404 if unknown). */
interface ListingViews {
  recordView(viewer: DetailViewer, listing: ProfileView): Promise<DetailLimit | null>;
}

/** Views per listing per day, for contributor analytics (submissions/daily-views.repo). */
interface DailyViews {
  add(type: ProfileView['opportunityType'], id: number, at: Date): Promise<void>;
}

/**
 * POST /api/use-profile-view (product §2, §7): the detail page reports the listing it loaded. The
 * view goes through the rule the detail answer uses (ADR 018), so reopening costs nothing and the
 * call can never open more than the detail answer does: the content limit stays in that answer.
 */
export function createProfileViewService(
  access: AccessService,
  listings: ListingViews,
  dailyViews: DailyViews,
) {
  return {
    /**
     * Records the listing's view if it is free; `hasAccess` says whether it is answered in full.
     * (Without a listing the call records nothing and answers as check-access does.)
     */
    async record(viewer: DetailViewer, listing: ProfileView): Promise<AccessInfo> {
      const limit = await listings.recordView(viewer, listing);
      // Counted once the listing is known to be public (recordView answers 404 otherwise).
      await dailyViews.add(listing.opportunityType, listing.opportunityId, new Date());
      const info = await access.check(viewer.user, viewer.user ? null : viewer.visitorHash);
      return { ...info, hasAccess: limit === null };
    },
  };
}

export type ProfileViewService = ReturnType<typeof createProfileViewService>;
