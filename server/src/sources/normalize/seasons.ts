import { seasonWithinTitle, titleTerms } from '@futurefund/core';

// Internship terms such as "Summer 2025". A listing may name several; the most recent one is
// the listing's season (the tags keep all of them).

const TERM = /^(winter|spring|summer|fall)\s+(\d{4})$/i;
/** Within a calendar year: winter (Jan) term first, fall last. */
const ORDER = ['winter', 'spring', 'summer', 'fall'];

function termRank(term: string): number | null {
  const match = TERM.exec(term.trim());
  if (!match) return null;
  return Number(match[2]) * 10 + ORDER.indexOf(match[1]!.toLowerCase());
}

/** The most recent dated term, else the first term given, else null. */
export function latestTerm(terms: readonly string[]): string | null {
  let best: { term: string; rank: number } | null = null;
  for (const term of terms) {
    const rank = termRank(term);
    if (rank !== null && (!best || rank > best.rank)) best = { term: term.trim(), rank };
  }
  return best?.term ?? terms.find((term) => term.trim().length > 0)?.trim() ?? null;
}

const SEASON_WORD = '(winter|spring|summer|fall|autumn)';
const YEAR = '(20\\d{2})';

function canonicalTerm(season: string, year: string): string {
  const word = season.toLowerCase() === 'autumn' ? 'fall' : season.toLowerCase();
  return `${word[0]!.toUpperCase()}${word.slice(1)} ${year}`;
}

/** "summer 2027", "Summer, 2027" or "2027 Summer" as "Summer 2027"; null when not a dated term. */
export function datedTerm(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  const seasonFirst = new RegExp(`^${SEASON_WORD},?\\s+${YEAR}$`, 'i').exec(trimmed);
  if (seasonFirst) return canonicalTerm(seasonFirst[1]!, seasonFirst[2]!);
  const yearFirst = new RegExp(`^${YEAR}\\s+${SEASON_WORD}$`, 'i').exec(trimmed);
  return yearFirst ? canonicalTerm(yearFirst[2]!, yearFirst[1]!) : null;
}

export interface ListingSeason {
  /** The latest dated term: the one whose end decides when the listing is over (ADR 015). */
  season: string | null;
  /** Every dated term, for the tags. */
  terms: string[];
}

/**
 * A listing's season from the terms its source states (undated ones such as "Not stated" or "N/A"
 * say nothing); when it states none, from the terms its title names. A stated term later than the
 * year the title names is not read (ADR 064). Shared by the adapters so every source reads "Intern
 * (Summer 2027)" the same way.
 */
export function listingSeason(stated: readonly (string | null | undefined)[], title: string): ListingSeason {
  const statedTerms = [
    ...new Set(
      stated
        .map(datedTerm)
        .map((term) => seasonWithinTitle(term, title))
        .filter((term) => term !== null),
    ),
  ];
  const terms = statedTerms.length > 0 ? statedTerms : titleTerms(title);
  return { season: terms.length > 0 ? latestTerm(terms) : null, terms };
}
