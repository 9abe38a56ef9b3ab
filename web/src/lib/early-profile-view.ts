import type { AccessInfo, ProfileView } from '@futurefund/core';

/**
 * A listing page drawn for a visitor records its profile view before the app has started
 * (product §2, ADR 046): the page's starter sends it and leaves the answer here, and the app's
 * page takes it instead of sending a second one. The starter and the app are separate bundles, so
 * the hand-over lives on the global object, under a key both derive from the same name.
 */
const HANDOVER = Symbol.for('futurefund.early-profile-view');

type EarlyView = { listing: ProfileView; answer: Promise<AccessInfo> };
type WithHandover = { [HANDOVER]?: EarlyView };

const sameListing = (a: ProfileView, b: ProfileView) =>
  a.opportunityType === b.opportunityType && a.opportunityId === b.opportunityId;

/** Leaves the answer of the view the starter sent, for the app's page of `listing` to take. */
export function handOverProfileView(listing: ProfileView, answer: Promise<AccessInfo>): void {
  // A rejection is the app's to report (its page shows the tracking alert), not the console's.
  answer.catch(() => undefined);
  (globalThis as WithHandover)[HANDOVER] = { listing, answer };
}

/** The starter's answer for `listing`, once: a later page of the same listing records its own. */
export function takeEarlyProfileView(listing: ProfileView): Promise<AccessInfo> | undefined {
  const holder = globalThis as WithHandover;
  const early = holder[HANDOVER];
  if (!early || !sameListing(early.listing, listing)) return undefined;
  delete holder[HANDOVER];
  return early.answer;
}
