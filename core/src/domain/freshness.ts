import { seasonsEnded } from './seasons';

// Why a listing is no longer open, in the words the detail page shows instead of Apply Now.
// The same facts decide "open" everywhere: the source's own flag, the deadline (Anywhere on Earth,
// see deadlineToday) and, for internships, whether the season is over (ADR 015).

export const closedReasons = {
  source: 'Closed by the source',
  deadline: 'Deadline passed',
  season: 'Season ended',
} as const;
export type ClosedReason = (typeof closedReasons)[keyof typeof closedReasons];

export interface FreshnessFacts {
  closed: boolean;
  /** Normalised YYYY-MM-DD deadline, or null. */
  deadline: string | null;
  /** An internship's term, e.g. "Summer 2025". */
  season?: string | null;
}

/** The reason a listing is closed on `today` (YYYY-MM-DD), or null while it is open. */
export function closedReason(listing: FreshnessFacts, today: string): ClosedReason | null {
  if (listing.closed) return closedReasons.source;
  if (listing.deadline !== null && listing.deadline < today) return closedReasons.deadline;
  if (listing.season && seasonsEnded([listing.season], today)) return closedReasons.season;
  return null;
}
