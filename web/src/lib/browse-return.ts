import type { Location } from 'react-router';
import { routePatterns } from './paths';

// A detail page opened from browse returns to the exact browse state it came from: the browse URL
// (filters, chip, Load More depth) travels in history state, never in the detail page's URL, so
// detail links stay clean and shareable. Browse and detail are separate route areas; this is
// their one shared piece.

/** What a browse card hands its detail page: where to go back to, and whose scroll position. */
export type BrowseReturn = { url: string; scrollKey: string };

/** History state of a page opened from browse. */
type FromBrowse = { browseReturn: BrowseReturn };
/** History state of a browse page reached by "Back to opportunities": restore that entry's scroll. */
type ReturnToBrowse = { scrollKey: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Only this site's browse page; history state is ours, but a stale or odd entry must not steer links. */
const isBrowseUrl = (url: unknown): url is string =>
  typeof url === 'string' &&
  (url === routePatterns.opportunities || url.startsWith(`${routePatterns.opportunities}?`));

/** The key the layout's scroll restoration files a location's scroll position under. */
export function scrollKeyOf(location: Pick<Location, 'key' | 'state'>): string {
  const state: unknown = location.state;
  return isRecord(state) && typeof state.scrollKey === 'string' ? state.scrollKey : location.key;
}

/** The state a browse card's link carries, built from the browse page's location. */
export function fromBrowse(location: Location): FromBrowse {
  return { browseReturn: { url: location.pathname + location.search, scrollKey: scrollKeyOf(location) } };
}

/** The browse state a page was opened from, if it was. */
export function browseReturnOf(state: unknown): BrowseReturn | null {
  if (!isRecord(state) || !isRecord(state.browseReturn)) return null;
  const { url, scrollKey } = state.browseReturn;
  return isBrowseUrl(url) && typeof scrollKey === 'string' ? { url, scrollKey } : null;
}

/**
 * Where "Back to opportunities" goes: the browse URL the visitor came from, with its scroll
 * position restored; /opportunities when the page was opened some other way.
 */
export function backToBrowse(state: unknown): { to: string; state?: ReturnToBrowse } {
  const from = browseReturnOf(state);
  return from ? { to: from.url, state: { scrollKey: from.scrollKey } } : { to: routePatterns.opportunities };
}
