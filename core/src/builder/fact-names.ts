// Schools and organisations for the fact check: capitalised phrases, found three ways.
// - Schools: a phrase ending in University, College, Institute, Academy, School… or "University of
//   X", with at least one name word ("Lincoln High School"; "High School" alone is a level).
// - Organisations with a company suffix ending the name: "Acme Labs", "Gates Foundation",
//   "Initech Inc." (not "Lab" in "Lab Assistant").
// - Organisations after "at", "for", "with", "from", "by", "joined" (so "interned at" and "worked
//   at" too): the capitalised phrase that follows ("at Google", "with the Allen Lab"), split at
//   "and" / "&" ("with Python and SQL" is two candidates).
// Months, days, seasons, "I", salutations and the product's name are never facts. A phrase can
// begin with a sentence's first word ("Attending Stanford University"), so a school or suffixed
// organisation is also supported by a tail of it that still holds its keyword and a name word.
import type { FactCandidate } from './fact-check';
import { normalizePhrase, stopWords } from './text';

/** A capitalised word in any alphabet ("Zürich", "AT&T", "U.S"). */
const WORD = `\\p{Lu}(?:[\\p{L}'’&-]|\\.(?=\\p{L}))*`;
/** `\\b` only knows ASCII letters; a name may start with "É". */
const START = '(?<![\\p{L}\\p{N}])';
const GAP = `[ \\t]+(?:(?:of|and|&|for|the|de)[ \\t]+)?`;
/** Before a keyword, "and" joins two names ("Acme Labs and Lincoln High School"), not one name. */
const LEAD_GAP = `[ \\t]+(?:(?:of|&|for|the|de)[ \\t]+)?`;
const SCHOOL_WORDS = 'University|College|Institute|Academy|School|Polytechnic|Conservatory|Seminary';
/** Abbreviated suffixes keep their dot ("Inc."); a full word's following dot ends the sentence. */
const ABBREVIATED = 'Inc|Ltd|Corp|Co';
const ORG_SUFFIXES =
  'Inc|Incorporated|LLC|Ltd|Corp|Corporation|Company|Co|Foundation|Fund|Labs|Lab|Laboratory|Laboratories|' +
  'Group|Partners|Association|Society|Trust|Council|Technologies|Systems|Bank|Hospital|Agency|Center|Centre|Network';

const SCHOOL = new RegExp(
  `${START}(?:${WORD}${LEAD_GAP}){0,6}(?:${SCHOOL_WORDS})\\b(?:[ \\t]+(?:of|at)[ \\t]+(?:the[ \\t]+)?${WORD}(?:${GAP}${WORD})*(?:[ \\t]+at[ \\t]+${WORD}(?:${GAP}${WORD})*)?)?`,
  'gu',
);
const SUFFIXED = new RegExp(
  `${START}(?:${WORD}${LEAD_GAP}){1,6}(?:(?:${ABBREVIATED})\\b\\.?|(?:${ORG_SUFFIXES})\\b)(?![ \\t]+\\p{Lu})`,
  'gu',
);
const AFTER_TRIGGER = new RegExp(
  `\\b(?:at|for|with|from|by|joined)[ \\t]+(?:the[ \\t]+)?(${WORD}(?:${GAP}${WORD})*)`,
  'gu',
);

/** Words that are never a fact on their own, nor the first word of one. */
const notFacts = new Set(
  (
    'i january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday spring summer fall autumn winter ' +
    'dear sincerely regards futurefund mr mrs ms dr'
  ).split(' '),
);

/** Common words that open a sentence before a name ("Through Acme Labs, I…"). */
const sentenceOpeners = new Set(
  (
    'through throughout since until although because though thanks today currently recently now ' +
    'attending working serving volunteering interning studying joining'
  ).split(' '),
);

/** The words that make a phrase a school or an organisation. */
const keywords = new Set(`${SCHOOL_WORDS}|${ORG_SUFFIXES}`.toLowerCase().split('|'));

/** Words that do not name a particular school or organisation. */
const genericWords = new Set([
  ...keywords,
  ...(
    'high middle elementary secondary graduate community public private state summer medical law ' +
    'business art arts the of and for de at national international'
  ).split(' '),
]);

const words = (text: string) => text.split(/[ \t]+/).filter(Boolean);
const bare = (word: string) => normalizePhrase(word).replace(/[^a-z]/g, '');
const hasName = (list: readonly string[]) => list.some((word) => !genericWords.has(bare(word)));

/** Leading words that start a sentence rather than a name ("During", "The", "My"). */
function trimLeading(text: string, start: number): { text: string; start: number } {
  const list = words(text);
  let offset = 0;
  const opener = (word: string) => stopWords.has(word) || notFacts.has(word) || sentenceOpeners.has(word);
  while (list.length > 1 && opener(bare(list[0] ?? ''))) {
    const first = list.shift() ?? '';
    const next = text.indexOf(list[0] ?? '', offset + first.length);
    offset = next;
  }
  return { text: text.slice(offset), start: start + offset };
}

/**
 * The candidate and each tail of it that still holds its keyword and a name word: "Attending
 * Stanford University" is supported by "Stanford University", never by "Stanford" or "University".
 */
const tails = (text: string) => {
  const list = words(text);
  const keyword = list.findIndex((word) => keywords.has(bare(word)));
  return list
    .map((_, index) => list.slice(index))
    .filter((tail, index) => index <= keyword && hasName(tail))
    .map((tail) => tail.join(' '));
};

function phraseCandidates(text: string, pattern: RegExp, kind: 'school' | 'organization'): FactCandidate[] {
  const found: FactCandidate[] = [];
  for (const match of text.matchAll(pattern)) {
    const trimmed = trimLeading(match[0].trimEnd(), match.index);
    if (!hasName(words(trimmed.text)) || notFacts.has(bare(trimmed.text))) continue;
    const end = trimmed.start + trimmed.text.length;
    found.push({ kind, text: trimmed.text, start: trimmed.start, end, alternatives: tails(trimmed.text) });
  }
  return found;
}

export const schoolCandidates = (text: string) => phraseCandidates(text, SCHOOL, 'school');

/**
 * "with Python and SQL" names two things: each part after a trigger is its own candidate, so a
 * source listing them apart supports both and an invented one is flagged alone.
 */
function triggeredParts(phrase: string, start: number): { text: string; start: number }[] {
  const parts: { text: string; start: number }[] = [];
  const separator = /[ \t]+(?:and|&)[ \t]+/g;
  let from = 0;
  for (const match of phrase.matchAll(separator)) {
    parts.push({ text: phrase.slice(from, match.index), start: start + from });
    from = match.index + match[0].length;
  }
  parts.push({ text: phrase.slice(from), start: start + from });
  return parts.filter((part) => part.text && !notFacts.has(bare(words(part.text)[0] ?? '')));
}

export function organizationCandidates(text: string): FactCandidate[] {
  const found = phraseCandidates(text, SUFFIXED, 'organization');
  const overlaps = (start: number, end: number) =>
    found.some((other) => start < other.end && other.start < end);
  for (const match of text.matchAll(AFTER_TRIGGER)) {
    const phrase = match[1] ?? '';
    for (const part of triggeredParts(phrase, match.index + match[0].length - phrase.length)) {
      const end = part.start + part.text.length;
      if (overlaps(part.start, end)) continue;
      found.push({
        kind: 'organization',
        text: part.text,
        start: part.start,
        end,
        alternatives: [part.text],
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
