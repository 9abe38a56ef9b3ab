import { FRESHNESS_MONTHS } from '../limits';
import { lastTermEnd } from './seasons';
import { titlePeriodEnd } from './title-period';

// Whether a listing is open, why not, and whether it is fresh, stated once for browse, detail,
// counts and the database (server/src/modules/opportunities/browse-sql.ts mirrors `isOpen`).
// The same facts decide "open" everywhere: the source's own flag, the deadline (Anywhere on
// Earth, see deadlineToday), for internships whether the last season is over (ADR 015), whether
// the year or season the title names is over, and, for a listing without a deadline, whether the
// cycle its text names is over and whether its source confirmed it within FRESHNESS_MONTHS (ADR 064).

export const closedReasons = {
  source: 'Closed by the source',
  removed: 'No longer listed by the source',
  deadline: 'Deadline passed',
  season: 'Season ended',
  title: 'The year or season in its title is over',
  text: 'The year or intake its text names is over',
  unconfirmed: `Not confirmed by the source in the last ${FRESHNESS_MONTHS} months`,
} as const;
export type ClosedReason = (typeof closedReasons)[keyof typeof closedReasons];

/** Who closed a listing: its source marked it closed, or a full run of the source no longer lists it. */
export type ClosedBy = 'source' | 'removed';

export interface FreshnessFacts {
  closed: boolean;
  closedBy?: ClosedBy | null;
  /** Normalised YYYY-MM-DD deadline, or null. */
  deadline: string | null;
  /** The day an internship's last season ends (stored at import); or its season text to work it out. */
  seasonEndsOn?: string | null;
  season?: string | null;
  /** The day the last period its title names ends (stored at import); or its title to work it out. */
  titleEndsOn?: string | null;
  title?: string;
  /**
   * The day the last cycle its own text says it is for ends ("for the academic year 2024/25",
   * text-period.ts), stored at import; it closes a listing that states no deadline.
   */
  textEndsOn?: string | null;
  /**
   * When its source last confirmed it (ISO timestamp or Date). Null (the source never dated it) or
   * left out (a caller that knows the listing only by its deadline): only the other facts decide.
   */
  lastVerifiedAt?: string | Date | null;
}

function seasonEnd(listing: FreshnessFacts): string | null {
  if (listing.seasonEndsOn !== undefined && listing.seasonEndsOn !== null) return listing.seasonEndsOn;
  return listing.season ? lastTermEnd([listing.season]) : null;
}

function titleEnd(listing: FreshnessFacts): string | null {
  if (listing.titleEndsOn !== undefined) return listing.titleEndsOn;
  return listing.title ? titlePeriodEnd(listing.title) : null;
}

/** No deadline to vouch for it, and its source last confirmed it before FRESHNESS_MONTHS ago (ADR 064). */
function unconfirmed(listing: FreshnessFacts, today: string): boolean {
  const verified = listing.lastVerifiedAt;
  if (listing.deadline !== null || verified === undefined || verified === null) return false;
  return !isFresh(verified instanceof Date ? verified.toISOString() : verified, today);
}

/** The reason a listing is closed on `today` (YYYY-MM-DD), or null while it is open. */
export function closedReason(listing: FreshnessFacts, today: string): ClosedReason | null {
  if (listing.closed) return listing.closedBy === 'removed' ? closedReasons.removed : closedReasons.source;
  if (listing.deadline !== null && listing.deadline < today) return closedReasons.deadline;
  const end = seasonEnd(listing);
  if (end !== null && end < today) return closedReasons.season;
  const named = titleEnd(listing);
  if (named !== null && named < today) return closedReasons.title;
  if (listing.deadline === null && listing.textEndsOn && listing.textEndsOn < today)
    return closedReasons.text;
  if (unconfirmed(listing, today)) return closedReasons.unconfirmed;
  return null;
}

/**
 * Open = not closed by its source, deadline not passed, season and the title's period not over,
 * and, without a deadline, the cycle its text names not over and confirmed by its source within
 * FRESHNESS_MONTHS when it was ever dated.
 */
export function isOpen(listing: FreshnessFacts, today: string): boolean {
  return closedReason(listing, today) === null;
}

/**
 * The earliest verification date that still counts as fresh on `today`: listings verified before
 * it (or never) rank after fresher ones (product §2 browse, FRESHNESS_MONTHS).
 */
export function freshSince(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const since = new Date(Date.UTC(year, month - 1 - FRESHNESS_MONTHS, day));
  // 29 Feb minus a year lands on 1 Mar; that is one day stricter, never looser.
  return since.toISOString().slice(0, 10);
}

/** True when the listing was verified within FRESHNESS_MONTHS of `today` (ISO timestamp, UTC date). */
export function isFresh(lastVerifiedAt: string | null, today: string): boolean {
  return lastVerifiedAt !== null && lastVerifiedAt.slice(0, 10) >= freshSince(today);
}
