// Phrases the built-in composer shares between the resume summary and the cover letter. Every
// fact in them is passed in from the user's profile, resume or the opportunity: nothing is added.
import type { ResumeEntry } from '../contracts/builder';
import type { ProfileFacts } from './facts';
import { stopWords } from './text';

/** A profile or resume field on one line, empty when unset. */
export const oneLine = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() ?? '';

export interface Education {
  level: string;
  major: string;
  gpa: string;
  year: string;
  highSchool: boolean;
}

export function educationOf(profile: ProfileFacts): Education {
  const level = oneLine(profile.educationLevel);
  return {
    level,
    major: oneLine(profile.intendedMajor),
    gpa: oneLine(profile.gpa),
    year: profile.graduationYear === null ? '' : String(profile.graduationYear),
    highSchool: /^high school$/i.test(level),
  };
}

/** "a Bachelor's Degree", "an Associate's Degree": for the profile's education levels. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** Skills, interests and industries without repeats (case-insensitive), first spelling kept. */
export function distinct(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items
    .map(oneLine)
    .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

const irregularPast = new Set(
  'built led ran wrote taught made won began grew drew gave kept met sold set spoke took brought thought held found sang drove rode'.split(
    ' ',
  ),
);

/** A bullet that opens with a past-tense verb ("Analyzed…") can follow "I" in a sentence. */
export const opensWithVerb = (bullet: string) => {
  const first = bullet.match(/^[A-Za-z]+/)?.[0]?.toLowerCase() ?? '';
  return first.length > 2 && !stopWords.has(first) && (first.endsWith('ed') || irregularPast.has(first));
};

/** The first letter lowered for use mid-sentence, unless the first word is a name or an acronym. */
export function midSentence(text: string, names: ReadonlySet<string>): string {
  const first = text.match(/^\S+/)?.[0] ?? '';
  if (!/^[A-Z][a-z]+$/.test(first) || names.has(first.toLowerCase())) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The entries worth naming: those with a title, experience first, at most `max`. */
export function namedEntries(
  groups: readonly { section: 'experience' | 'projects' | 'activities'; entries: readonly ResumeEntry[] }[],
  max: number,
) {
  return groups
    .flatMap(({ section, entries }) => entries.map((entry) => ({ section, entry })))
    .filter(({ entry }) => oneLine(entry.title))
    .slice(0, max);
}

const goalVerbs = new Set(
  (
    'become work build help study pursue lead start teach research design develop create serve join ' +
    'open earn attend make use improve support practice launch run find get be contribute advance ' +
    'apply bring protect care change grow own manage write'
  ).split(' '),
);

/**
 * The user's career goals in a sentence of the letter, whatever form they were written in: a
 * sentence of their own ("I want to…"), a verb phrase ("Become a nurse") or a topic ("Data science").
 */
export function goalSentence(goals: string): string {
  const text = goals.replace(/[.!]+$/, '').trim();
  const first = text.match(/^[A-Za-z']+/)?.[0]?.toLowerCase() ?? '';
  if (first === 'i' || first === 'my') return text;
  if (first === 'to') return `Looking ahead, my career goal is ${midSentence(text, new Set())}`;
  if (goalVerbs.has(first)) return `Looking ahead, my career goal is to ${midSentence(text, new Set())}`;
  return `Looking ahead, my career goals center on ${midSentence(text, new Set())}`;
}
