import {
  closedReason,
  deadlineToday,
  detailLimitReasons,
  FREE_PROFILE_VIEWS,
  FREE_VIEWS_PER_ADDRESS_PER_HOUR,
  type DetailLimit,
  type DetailLimitCause,
  type FreshnessFacts,
  type OpportunityType,
} from '@futurefund/core';
import type { SessionUser } from '../auth/auth.repo';
import type { ThrottleRepo } from '../auth/throttle.repo';
import type { AccessRepo, OpportunityKey } from './access.repo';

const ADDRESS_WINDOW_MS = 60 * 60 * 1000;
// Address counters older than their window are deleted now and then (ADR 012's table).
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Who asks for a detail answer: a signed-in user, or a visitor known by cookie and address. */
export type DetailViewer =
  | { user: SessionUser }
  | {
      user: null;
      /** SHA-256 of the visitor cookie (created on the first detail answer). */
      visitorHash: string;
      /** The client address, as the trusted proxies report it (request.ip). */
      address: string;
    };

type Visitor = Extract<DetailViewer, { user: null }>;

/** The listing asked for, with what decides whether it is still open. */
export interface ViewedListing extends FreshnessFacts {
  type: OpportunityType;
  id: number;
}

const limit = (cause: DetailLimitCause): DetailLimit => ({ cause, reason: detailLimitReasons[cause] });
const keyOf = (listing: ViewedListing): OpportunityKey =>
  `${listing.type === 'scholarship' ? 's' : 'i'}:${listing.id}`;

/**
 * Free views held on the server (product §1/§9, ADR 018): an anonymous visitor sees 3 listings in
 * full, each counted once however often it is reopened; a 4th new one is answered limited. Per
 * client address, FREE_VIEWS_PER_ADDRESS_PER_HOUR views a visitor spends are the backstop for
 * clients that drop the cookie. Signed-in users and closed listings are never limited.
 */
export function createFreeViews(
  repo: AccessRepo,
  throttle: ThrottleRepo,
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  let lastPurge = 0;
  async function purge(at: Date) {
    if (at.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = at.getTime();
    await throttle.purgeOlderThan(new Date(at.getTime() - ADDRESS_WINDOW_MS), 'detail_views_ip');
  }

  /** One transaction per visitor at a time (lockViews): parallel first views cannot pass 3. */
  const useFreeView = (visitorHash: string, key: OpportunityKey) =>
    repo.transaction(async (tx) => {
      const views = await tx.lockViews(visitorHash);
      if (await tx.hasViewed(visitorHash, key)) return true;
      if (views >= FREE_PROFILE_VIEWS) return false;
      await tx.addViewed(visitorHash, key);
      return true;
    });

  /** An anonymous visitor's listing: free if seen or closed; otherwise a free view, if any is left. */
  async function admitVisitor(visitor: Visitor, listing: ViewedListing): Promise<DetailLimit | null> {
    const at = now();
    // Nothing to apply to, so nothing to sell: a closed listing is free and spends no view.
    if (closedReason(listing, deadlineToday(at)) !== null) return null;
    const key = keyOf(listing);
    const state = await repo.viewState(visitor.visitorHash, key);
    if (state.seen) return null;
    if (state.views >= FREE_PROFILE_VIEWS) return limit('free_views_used');
    await purge(at);
    const fromAddress = await throttle.claim('detail_views_ip', visitor.address, ADDRESS_WINDOW_MS, at);
    if (fromAddress.count > FREE_VIEWS_PER_ADDRESS_PER_HOUR) return limit('address_limit');
    return (await useFreeView(visitor.visitorHash, key)) ? null : limit('free_views_used');
  }

  return {
    /** A detail answer: null when it is full; otherwise why it is limited. */
    async admit(viewer: DetailViewer, listing: ViewedListing): Promise<DetailLimit | null> {
      if (!viewer.user) return admitVisitor(viewer, listing);
      await repo.countUserView(viewer.user.id);
      return null;
    },

    /**
     * POST /api/use-profile-view: the page reports the listing it loaded, under the same rule, so
     * it is idempotent with the detail answer (a listing already seen costs nothing) and past the
     * free views records nothing. A signed-in user's view was counted by the detail answer, so it
     * is not counted twice.
     */
    async record(viewer: DetailViewer, listing: ViewedListing): Promise<DetailLimit | null> {
      return viewer.user ? null : admitVisitor(viewer, listing);
    },
  };
}

export type FreeViews = ReturnType<typeof createFreeViews>;
