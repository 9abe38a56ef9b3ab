import type { ScholarshipKind } from '@futurefund/core';

// Grants and fellowships are scholarships of another kind (architecture.md "Data rules"). A source's own type
// field wins; without one (or with a vague one), the title's wording decides.

const TYPE_WORDS: [RegExp, ScholarshipKind][] = [
  [/fellowship/i, 'fellowship'],
  [/\bgrant\b|waiver|loan[- ]forgiveness/i, 'grant'],
  [/scholarship|prize|award|bursary|contest|competition/i, 'scholarship'],
];

/** "Scholarship" in a title wins, so "Grant Thornton Scholarship" stays a scholarship. */
const TITLE_WORDS: [RegExp, ScholarshipKind][] = [
  [/\bscholarships?\b/i, 'scholarship'],
  [/\bfellows(?:hips?)?\b/i, 'fellowship'],
  [/\bgrants?\b/i, 'grant'],
];

function match(text: string | null | undefined, rules: [RegExp, ScholarshipKind][]): ScholarshipKind | null {
  if (!text) return null;
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The kind from the source's type field, else from the title, else 'scholarship'. */
export function detectKind(typeField: string | null | undefined, title: string): ScholarshipKind {
  return match(typeField, TYPE_WORDS) ?? match(title, TITLE_WORDS) ?? 'scholarship';
}
