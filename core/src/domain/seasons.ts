// When an internship's term is over (ADR 015). Listings name terms such as "Summer 2025"; a term
// ends on the last day of the last month it usually covers, so a listing is still open while any
// of its terms is running or ahead, and closed the day after the last one ends.

const TERM = /^(winter|spring|summer|fall|autumn)\s+(\d{4})$/i;

/** Month-day each term ends on: Winter Jan–Mar, Spring Apr–Jun, Summer Jun–Aug, Fall Sep–Dec. */
const TERM_ENDS: Record<string, string> = {
  winter: '03-31',
  spring: '06-30',
  summer: '08-31',
  fall: '12-31',
  autumn: '12-31',
};

/** The season word and year of a dated term ("Summer 2025"), or null when the text is not one. */
export function termParts(term: string): { season: string; year: string } | null {
  const match = TERM.exec(term.trim());
  return match ? { season: match[1]!, year: match[2]! } : null;
}

/** The YYYY-MM-DD a term such as "Summer 2025" ends on, or null when the text is not a dated term. */
export function termEndDate(term: string): string | null {
  const parts = termParts(term);
  return parts ? `${parts.year}-${TERM_ENDS[parts.season.toLowerCase()]}` : null;
}

/**
 * The day the last of a listing's dated terms ends, or null when none is dated (then the season
 * says nothing about freshness and only the deadline and the source decide).
 */
export function lastTermEnd(terms: readonly string[]): string | null {
  let last: string | null = null;
  for (const term of terms) {
    const end = termEndDate(term);
    if (end !== null && (last === null || end > last)) last = end;
  }
  return last;
}

/** True once every dated term of the listing has ended (`today` is YYYY-MM-DD). */
export function seasonsEnded(terms: readonly string[], today: string): boolean {
  const end = lastTermEnd(terms);
  return end !== null && end < today;
}
