import { normaliseOrganisation, normaliseWords } from './dedupe-keys';

// Near-duplicates (ADR 063): trackers copy a listing with its words rearranged ("Software Engineer
// Intern - Summer 2027" / "Software Engineering Internship, Summer 2027"), the sponsor's name
// moved into the title, an acronym added, so an exact key misses them. Two listings are one
// opportunity when their organisations agree, they name no different cycle, their places do not
// contradict each other and their title words are alike (Jaccard, measured thresholds below).

/**
 * Measured on the bundled seed (ADR 063). Across sources wording drifts, and below this distinct
 * roles of one employer begin to pair ("Software Engineer Intern, C++" / "…, Python").
 */
export const ACROSS_SOURCES = 0.75;
/**
 * Within one source, two wordings from one sponsor are nearly always two awards ("Director of the
 * Year" / "Technical Director of the Year", 0.86), so only a near-identical title counts.
 */
export const WITHIN_SOURCE = 0.9;

// Words that say what kind of listing it is, not which one (every row of a table is one), and
// the joining words. Single letters stay: "Type A" and "Type B" are two awards.
const FILLER = new Set([
  'an',
  'and',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  's', // the possessive: "King’s" is read as "king s"
  'the',
  'to',
  'with',
  'scholarship',
  'program',
  'programme',
  'intern',
  'internship',
]);
const TERMS = new Set(['spring', 'summer', 'fall', 'autumn', 'winter']);
const YEAR = /^(19|20)\d\d$/;
// Punctuation that names a language: without this "C++" and "C#" would both read "c".
const LANGUAGES: Array<[RegExp, string]> = [
  [/c\+\+/gi, ' cplusplus '],
  [/c#/gi, ' csharp '],
  [/\.net\b/gi, ' dotnet '],
];

/** "Scholarships" and "scholarship", "Masters" and "master" are one word here ("this" stays). */
const singular = (word: string) => (word.length > 3 && /[^isu]s$/.test(word) ? word.slice(0, -1) : word);

export interface SimilarityFields {
  title: string;
  organisation: string | null;
  location: string | null;
  /** An internship's season ("Summer 2027"); null for scholarships. */
  season: string | null;
  isRemote: boolean;
  /** The source that lists it: within one source the bar is higher. */
  source: number | string | null;
  /** When its source last verified it: a listing without a year is of a cycle not over by then. */
  lastVerifiedAt: Date | null;
}

/** A listing reduced to what the comparison reads. */
export interface Comparable {
  /** The title's normalised words, and the words compared: without its organisation's name. */
  title: string[];
  words: Set<string>;
  /** The organisation's normalised name (legal suffixes dropped) and its words. */
  organisation: string;
  organisationWords: Set<string>;
  place: Set<string>;
  remote: boolean;
  /** The cycle it names: years and terms from the title and the season. */
  years: Set<number>;
  terms: Set<string>;
  source: number | string | null;
  verifiedYear: number | null;
}

const wordsOf = (text: string | null | undefined) =>
  normaliseWords(text)
    .split(' ')
    .filter((word) => word && !FILLER.has(word));

/** Drops an acronym that spells the words around it: "Erasmus Mundus Joint Masters (EMJM)". */
function withoutSpelledAcronyms(words: string[]): string[] {
  const initials = words.map((word) => word[0]).join('');
  return words.filter(
    (word, i) =>
      word.length < 3 || /\d/.test(word) || !(initials.slice(0, i) + initials.slice(i + 1)).includes(word),
  );
}

const isYearAt = (words: string[], i: number) =>
  YEAR.test(words[i]!) || (/^\d\d$/.test(words[i]!) && TERMS.has(words[i - 1] ?? '')); // "Summer '27"

/** The words two titles are compared by, once the organisations' names are taken out of them. */
function comparedWords(title: string[], organisations: string[]): Set<string> {
  let words = title;
  // The name, or its first words ("MPOWER" of "MPOWER Financing"), where the title has them.
  for (const name of organisations) {
    if (!name) continue;
    for (let phrase = name.split(' '); phrase.length > 0; phrase = phrase.slice(0, -1)) {
      const at = words.findIndex((_, i) => phrase.every((word, j) => words[i + j] === word));
      if (at < 0) continue;
      words = [...words.slice(0, at), ...words.slice(at + phrase.length)];
      break;
    }
  }
  const compared = new Set<string>();
  withoutSpelledAcronyms(words).forEach((word, i, all) => {
    if (isYearAt(all, i) || TERMS.has(word)) return; // compared as the cycle
    const one = singular(word);
    if (!FILLER.has(one)) compared.add(one);
  });
  return compared;
}

export function comparable(fields: SimilarityFields): Comparable {
  let text = fields.title;
  for (const [pattern, word] of LANGUAGES) text = text.replace(pattern, word);
  // A title cut short by its source ("System Packa...") loses its broken last word.
  if (/(\.\.\.|…)\s*$/.test(text)) text = text.replace(/\S*(\.\.\.|…)\s*$/, '');
  const title = normaliseWords(text).split(' ').filter(Boolean);
  const years = new Set<number>();
  const terms = new Set<string>();
  const cycle = [...title, ...normaliseWords(fields.season).split(' ')];
  cycle.forEach((word, i) => {
    if (isYearAt(cycle, i)) years.add(Number(word.length === 2 ? `20${word}` : word));
    else if (TERMS.has(word)) terms.add(word === 'autumn' ? 'fall' : word);
  });
  const organisation = normaliseOrganisation(fields.organisation);
  return {
    title,
    words: comparedWords(title, [organisation]),
    organisation,
    organisationWords: new Set(wordsOf(organisation)),
    place: new Set(wordsOf(fields.location)),
    remote: fields.isRemote,
    years,
    terms,
    source: fields.source,
    verifiedYear: fields.lastVerifiedAt?.getUTCFullYear() ?? null,
  };
}

/**
 * Jaccard similarity of the title words (shared over all), with the organisations' names left
 * out: "London Business School Energy Scholarship" and "… Military Scholarship" share only the
 * school's name, which the organisation check has already compared.
 */
export function titleSimilarity(a: Comparable, b: Comparable): number {
  let [wordsA, wordsB] =
    a.organisation === b.organisation
      ? [a.words, b.words]
      : [
          comparedWords(a.title, [a.organisation, b.organisation]),
          comparedWords(b.title, [a.organisation, b.organisation]),
        ];
  // Titles that are nothing but their sponsors' names are compared whole.
  if (wordsA.size === 0 && wordsB.size === 0)
    [wordsA, wordsB] = [comparedWords(a.title, []), comparedWords(b.title, [])];
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared++;
  const all = wordsA.size + wordsB.size - shared;
  return all === 0 ? 1 : shared / all;
}

const subset = <T>(small: Set<T>, large: Set<T>) => [...small].every((item) => large.has(item));
const sameSet = <T>(a: Set<T>, b: Set<T>) => a.size === b.size && subset(a, b);

/**
 * The same organisation, or one's name is part of the other's ("MPOWER" and "MPOWER Financing";
 * not "University of Sydney" and "University of Technology Sydney"). An unnamed sponsor agrees
 * only with another unnamed one.
 */
export function sameOrganisation(a: Comparable, b: Comparable): boolean {
  if (!a.organisation || !b.organisation) return a.organisation === b.organisation;
  const [short, long] =
    a.organisation.length <= b.organisation.length
      ? [a.organisation, b.organisation]
      : [b.organisation, a.organisation];
  return ` ${long} `.includes(` ${short} `);
}

/**
 * The same place ("Seattle" is part of "Seattle, WA"), or one listing names none. A remote listing
 * and an on-site one stay apart.
 */
export function samePlace(a: Comparable, b: Comparable): boolean {
  if (a.place.size === 0 || b.place.size === 0) return true;
  if (a.remote !== b.remote) return false;
  return a.place.size <= b.place.size ? subset(a.place, b.place) : subset(b.place, a.place);
}

/** A listing that names no year fits a cycle that was not over when its source last verified it. */
const fitsUndated = (undated: Comparable, dated: Comparable) =>
  undated.verifiedYear === null || Math.max(...dated.years) >= undated.verifiedYear;

/** "Summer 2026" and "Summer 2027" are two cycles, and "Summer" and "Fall" two terms. */
export function sameCycle(a: Comparable, b: Comparable): boolean {
  const terms = a.terms.size === 0 || b.terms.size === 0 || sameSet(a.terms, b.terms);
  if (!terms) return false;
  if (a.years.size && b.years.size) return sameSet(a.years, b.years);
  if (a.years.size) return fitsUndated(b, a);
  if (b.years.size) return fitsUndated(a, b);
  return true;
}

export function sameOpportunity(a: Comparable, b: Comparable): boolean {
  return (
    sameOrganisation(a, b) &&
    sameCycle(a, b) &&
    samePlace(a, b) &&
    titleSimilarity(a, b) >= (a.source === b.source ? WITHIN_SOURCE : ACROSS_SOURCES)
  );
}

/**
 * Every pair of listings that are one opportunity, as index pairs. Blocked by organisation: an
 * organisation agrees only with one whose name contains its own, so each listing is compared only
 * with the listings that share its organisation's rarest word (one sponsor's rows, not the table).
 */
export function similarPairs(
  items: Comparable[],
  same: (a: Comparable, b: Comparable) => boolean = sameOpportunity,
): Array<[number, number]> {
  const keysOf = (item: Comparable) => (item.organisationWords.size ? item.organisationWords : ['']);
  const byWord = new Map<string, number[]>();
  items.forEach((item, i) => {
    for (const word of keysOf(item)) {
      const list = byWord.get(word);
      if (list) list.push(i);
      else byWord.set(word, [i]);
    }
  });
  const pairs: Array<[number, number]> = [];
  items.forEach((item, i) => {
    let rarest = '';
    for (const word of keysOf(item))
      if (!rarest || byWord.get(word)!.length < byWord.get(rarest)!.length) rarest = word;
    for (const j of byWord.get(rarest)!) {
      // Each pair once: from the shorter name's side, or from the first of two equal names.
      const other = items[j]!;
      const [mine, theirs] = [item.organisation.length, other.organisation.length];
      if (j === i || mine > theirs || (mine === theirs && j < i)) continue;
      if (same(item, other)) pairs.push([i, j]);
    }
  });
  return pairs;
}
