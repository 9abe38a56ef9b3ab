import { titlePeriodEnd } from './title-period';

// The cycle a listing's own text says it is for, when it says so: "for the academic year
// 2024/25", "Starting your course in the 2022-23 academic year", "programmes starting in
// September 2024", "the January 2025 intake", "Deadline to apply: throughout 2024". A listing with
// no deadline whose text names only cycles that have ended is closed, like one whose title does
// (ADR 064). Only these phrases count: a year named for another reason ("founded in 2010", "based
// on 2025-2026 figures", "renewal from the academic year 2025-26", "from 2025-26 academic year
// onwards") says nothing about this cycle.

const MONTH_OR_SEASON =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter)';
/** A year, or an academic year ("2024/25", "2023 – 2024"). */
const YEARS = String.raw`20\d{2}(?:\s*[-–/]\s*(?:20)?\d{2}(?!\d))?`;

/** "… onwards": the cycle it starts from, not the one it is for. */
const ONGOING = String.raw`(?![\s\d/–-]*(?:onwards?|and (?:after|beyond|later))\b)`;

const CYCLE_PHRASES: RegExp[] = [
  // "for the academic year 2024/25", "academic year, 2023-24"; not "from the academic year …".
  new RegExp(
    String.raw`(?<!\b(?:from|since|after) (?:the )?)\bacademic year,?\s+(?:of\s+)?(${YEARS})${ONGOING}`,
    'gi',
  ),
  // "the 2022-23 academic year"; not "from 2025-26 academic year onwards".
  new RegExp(String.raw`(?<!\b(?:from|since|after) (?:the )?)\b(${YEARS})\s+academic year\b${ONGOING}`, 'gi'),
  // "starting in September 2024", "commencing MA study in Autumn 2024", "courses starting in 2018"
  new RegExp(
    String.raw`\b(?:starting|commencing|beginning|entering)\b[^.;\n]{0,40}?\b((?:${MONTH_OR_SEASON},?\s+)?${YEARS})`,
    'gi',
  ),
  // "the January 2025 intake", "2024 entry"
  new RegExp(String.raw`\b((?:${MONTH_OR_SEASON}\s+)?20\d{2})\s+(?:intake|entry)\b`, 'gi'),
  // "Deadline to apply: throughout 2024"
  new RegExp(String.raw`\bthroughout\s+(20\d{2})\b`, 'gi'),
];

/** The day the last cycle the text says it is for ends (YYYY-MM-DD), or null when it names none. */
export function textPeriodEnd(text: string): string | null {
  let last: string | null = null;
  for (const phrase of CYCLE_PHRASES) {
    for (const match of text.matchAll(phrase)) {
      const end = titlePeriodEnd(match[1]!);
      if (end !== null && (last === null || end > last)) last = end;
    }
  }
  return last;
}
