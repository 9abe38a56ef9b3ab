import { termEndDate, termParts } from './seasons';

// The years and seasons a listing's title names, and when the last of them is over. Titles date a
// listing more often than its fields do ("Software Engineer Intern - Summer 2025", "Scholarship
// 2024", "Programme 2022/23 and 2023/24"); a listing whose title names only periods that have
// ended is closed (ADR 064), and a season later than its title's year is not read.
//
// Read from a title:
// - a season with its year ("Summer 2026", "Fall, 2026", "2027 Summer"): ends when that term ends
//   (seasons.ts: Winter Mar 31, Spring Jun 30, Summer Aug 31, Fall Dec 31); seasons sharing a
//   year ("Fall/Winter 2026") end with the last of them;
// - an academic year, two consecutive years ("2024-25", "2024/25", "2023/2024", "2024 - 2025"):
//   ends on 30 June of the second year, or later when seasons before it say so ("Fall/Winter
//   2026-2027": Fall 2026 and Winter 2027; "Summer 2026/2027": Summer 2027);
// - any other year ("Scholarship 2024", "January 2024", "2024 entry"): ends on 31 December.
// Not read: a student's graduation ("Class of 2027", "Graduating Summer 2028 or December 2027"),
// amounts ("£2000", "$2025"), years outside 2000–2099 ("The 1916 Bursary Fund") and digits of a
// longer number.

const SEASON_WORD = '(winter|spring|summer|fall|autumn)';
/** A year as a word of its own: not part of a longer number, not an amount after a currency sign. */
const YEAR =
  /(?<![\d.,]|[$£€₹¥]\s?)(20\d{2})(?!\d|,\d|\s?(?:usd|eur|gbp|inr|cad|aud|dollars|euros|pounds|rupees)\b)/gi;
/**
 * Letters on both sides make the digits part of a code ("ab2023cd"), not a year; one glued word
 * still leaves a year ("Dec2024", "Programmes 2025Dubai").
 */
const inCode = (title: string, at: number) =>
  /\p{L}/u.test(title.charAt(at - 1)) && /\p{L}/u.test(title.charAt(at + 4));
/** Seasons sharing the year after them: "Summer 2026", "Fall, 2026", "Fall/Winter 2026", "Fall, Winter 2026". */
const SEASONS_BEFORE = new RegExp(
  `\\b${SEASON_WORD}(?:\\s*(?:/|,|&|\\band\\b|\\bor\\b)\\s*${SEASON_WORD})*,?\\s+$`,
  'i',
);
const SEASON_AFTER = new RegExp(`^\\s+${SEASON_WORD}\\b`, 'i');
const SEASON_WORDS = new RegExp(SEASON_WORD, 'gi');
/** The second year of an academic year right after the first: "-25", "/2025", " – 25". */
const ACADEMIC_SECOND = /^\s*[-–—/]\s*(20\d{2}|\d{2})(?!\d|,\d)/;
/**
 * A student's graduation names the dates after it up to the next break ("Students Graduating
 * Summer 2028 or December 2027"); "Graduate Intern - Summer 2027" is a level, not a graduation.
 */
const GRADUATION_BEFORE = /\b(?:graduating|graduates|graduated|graduation|class of)\b[^()[\]\-–—|:;,]*$/i;

/** One period a title names, at `at` in the title. */
export interface TitlePeriod {
  at: number;
  /** The terms when the year comes with seasons ("Fall/Winter 2026": Fall 2026, Winter 2026), else none. */
  terms: string[];
  /** The last day of the period (YYYY-MM-DD). */
  endsOn: string;
}

function canonicalTerm(season: string, year: string): string {
  const word = season.toLowerCase() === 'autumn' ? 'fall' : season.toLowerCase();
  return `${word[0]!.toUpperCase()}${word.slice(1)} ${year}`;
}

/** Every period the title names, in order of appearance. */
export function titlePeriods(title: string): TitlePeriod[] {
  const periods: TitlePeriod[] = [];
  let consumedUntil = 0;
  for (const match of title.matchAll(YEAR)) {
    const at = match.index;
    const year = match[1]!;
    if (at < consumedUntil || inCode(title, at)) continue;
    const before = title.slice(0, at);
    const after = title.slice(at + year.length);
    const second = ACADEMIC_SECOND.exec(after);
    const academic = second !== null && Number(second[1]!.slice(-2)) === (Number(year) + 1) % 100;
    if (academic) consumedUntil = at + year.length + second[0].length;
    if (GRADUATION_BEFORE.test(before)) continue;
    const seasons =
      SEASONS_BEFORE.exec(before)?.[0].match(SEASON_WORDS) ??
      (academic ? null : SEASON_AFTER.exec(after)?.slice(1)) ??
      [];
    // In an academic year the fall is the first year's, the other seasons the second's.
    const yearOf = (season: string) =>
      academic && !/^(fall|autumn)$/i.test(season) ? String(Number(year) + 1) : year;
    const terms = seasons.map((season) => canonicalTerm(season, yearOf(season)));
    const ends = terms.map((term) => termEndDate(term)!);
    if (academic) ends.push(`${Number(year) + 1}-06-30`);
    periods.push({ at, terms, endsOn: ends.sort().at(-1) ?? `${year}-12-31` });
  }
  return periods;
}

/** The dated terms a title names ("Intern (Fall 2026/Summer 2027)"), in order, graduation dates left out. */
export function titleTerms(title: string): string[] {
  return [...new Set(titlePeriods(title).flatMap(({ terms }) => terms))];
}

/** The day the last period the title names ends, or null when it names none. */
export function titlePeriodEnd(title: string): string | null {
  let last: string | null = null;
  for (const { endsOn } of titlePeriods(title)) if (last === null || endsOn > last) last = endsOn;
  return last;
}

/**
 * The season its source states, unless the title contradicts it: a source that lists "Fall 2028"
 * for "Software Development Engineer Internship - 2025 - US" says nothing we can trust about the
 * term, so the stated season is not read (null) and the title's own terms, if any, decide.
 * Undated seasons, and titles that name no year, leave the season as it is.
 */
export function seasonWithinTitle(season: string | null, title: string): string | null {
  const parts = season === null ? null : termParts(season);
  const end = parts ? titlePeriodEnd(title) : null;
  if (!parts || end === null) return season;
  return parts.year > end.slice(0, 4) ? null : season;
}
