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
