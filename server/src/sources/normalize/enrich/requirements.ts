// What a listing asks applicants to send, read only where its text states it: an essay contest
// requires an essay, "two letters of recommendation" requires two letters. A denial ("no essay",
// "transcripts are optional") reads as not required; a loose mention is not a requirement.

const ESSAY_DENIED =
  /\bno\b[^.;:]{0,25}\bessays?\b|\bessays?\s+(?:is\s+|are\s+)?(?:not required|optional)\b|\bwithout an? essay\b|\bno-essay\b/i;
const ESSAY_REQUIRED = new RegExp(
  [
    String.raw`\b(?:audio-|video-|short |personal |written )?essays?\s+(?:contests?|competitions?|prizes?|awards?|scholarships?|challenges?)\b`,
    String.raw`\bessay[- ]based\b`,
    String.raw`\b(?:submit|write|writing|compose|include|attach|upload|complete)\b[^.;]{0,30}\bessays?\b`,
    String.raw`\bessays?\s+(?:is\s+|are\s+)?required\b`,
    String.raw`\b(?:short|personal|\d{2,4}[- ]word|work-ethic)\s+essays?\b`,
    String.raw`\bessays?\s+(?:on|about|of up to|of \d)\b`,
    String.raw`\b(?:an?|one|two|three|\d)\s+essays?\b`,
  ].join('|'),
  'i',
);

const TRANSCRIPT = /\btranscripts?\b/i;
const TRANSCRIPT_DENIED =
  /\bno\b[^.;:]{0,20}\btranscripts?\b|\btranscripts?\b[^.;:]{0,30}\b(?:optional|not required|not needed|are not)\b/i;

const COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
const LETTER_NOUN = String.raw`(?:letters?\s+of\s+(?:recommendation|reference|support)|(?:recommendation|reference|referee)\s+letters?)`;
const LETTERS = new RegExp(
  String.raw`(?:\b(a|an|one|two|three|four|five|[1-5])\s+(?:\w+\s+){0,3}?)?\b${LETTER_NOUN}`,
  'gi',
);
const LETTERS_DENIED = new RegExp(String.raw`\bno\b[^.;:]{0,20}${LETTER_NOUN}`, 'i');

export type Requirement = boolean | null;

/** true: the text requires an essay; false: it says none is needed; null: it does not say. */
export function essayRequirement(text: string): Requirement {
  if (ESSAY_DENIED.test(text)) return false;
  return ESSAY_REQUIRED.test(text) ? true : null;
}

/** A transcript named in a listing is a document to send, unless the text waives it. */
export function transcriptRequirement(text: string): Requirement {
  if (TRANSCRIPT_DENIED.test(text)) return false;
  return TRANSCRIPT.test(text) ? true : null;
}

/**
 * How many letters the text asks for: the largest number it states ("two reference letters"),
 * 1 for "a letter of recommendation", 2 for letters without a number (a plural is at least two);
 * 0 when it says none are needed; null when it does not mention them.
 */
export function lettersRequirement(text: string): number | null {
  if (LETTERS_DENIED.test(text)) return 0;
  let most: number | null = null;
  for (const match of text.matchAll(LETTERS)) {
    const stated = match[1] ? (COUNTS[match[1].toLowerCase()] ?? Number(match[1])) : null;
    const plural = /letters\b/i.test(match[0]);
    const count = stated ?? (plural ? 2 : 1);
    most = Math.max(most ?? 0, count);
  }
  return most;
}
