// The fact check (product §1 Premium builder: "never invents facts"). Generated text may only use
// facts from the profile, the resume, the selected documents and the opportunity; this finds the
// numbers, schools, degrees and employers/organisations in a text and flags those no source holds,
// so the user sees them before saving. Heuristics, documented where they are decided:
// - A candidate is supported when its normalised form (lower case, possessives and punctuation
//   dropped) occurs as whole words in a normalised source; numbers compare by value instead.
// - Kinds are found in order degree, school, organisation, number; a later candidate overlapping
//   an earlier one is skipped, so "Stanford University" is one school, not also an organisation.
import type { FactCheckResult, FactFlag, FactKind } from '../contracts/builder';
import type { BuilderFacts } from './facts';
import { degreeCandidates, degreeKeysIn } from './fact-degrees';
import { numberValue, numberCandidates, sourceNumbers } from './fact-numbers';
import { organizationCandidates, schoolCandidates } from './fact-names';
import { resumeToText } from './resume-text';
import { normalizePhrase } from './text';

export interface FactCandidate {
  kind: FactKind;
  text: string;
  start: number;
  end: number;
  /** Degrees only: the degree's keys ("bachelor of science") and the field after "in". */
  degreeKey?: string;
  field?: string;
  /** Schools and organisations: the phrases, any of which in a source supports the candidate. */
  alternatives?: string[];
}

/** All the text a generated result may draw on: profile fields, resume text, documents, opportunity fields. */
export function factSources(facts: BuilderFacts): string[] {
  const { profile, opportunity } = facts;
  const sources: (string | null | undefined)[] = [
    profile.name,
    profile.email,
    profile.educationLevel,
    profile.intendedMajor,
    profile.gpa,
    profile.graduationYear === null ? null : String(profile.graduationYear),
    [profile.city, profile.state, profile.country].filter(Boolean).join(', '),
    ...profile.skills,
    ...profile.interests,
    profile.careerGoals,
    ...profile.preferredIndustries,
    resumeToText(facts.resume),
    ...facts.documents.map((document) => document.text),
  ];
  if (opportunity) {
    sources.push(
      opportunity.title,
      opportunity.organization,
      opportunity.description,
      ...opportunity.requirements,
      ...opportunity.skills,
      ...opportunity.majors,
      ...opportunity.tags,
      opportunity.educationLevel,
      opportunity.location,
      opportunity.deadline,
      opportunity.amount,
    );
  }
  return sources.map((source) => source?.trim() ?? '').filter(Boolean);
}

/** Every candidate fact in the text, in reading order, overlaps resolved by kind priority. */
export function factCandidates(text: string): FactCandidate[] {
  const chosen: FactCandidate[] = [];
  const overlaps = (candidate: FactCandidate) =>
    chosen.some((other) => candidate.start < other.end && other.start < candidate.end);
  for (const found of [
    degreeCandidates(text),
    schoolCandidates(text),
    organizationCandidates(text),
    numberCandidates(text),
  ]) {
    for (const candidate of found) if (!overlaps(candidate)) chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

const MAX_SKIPPED = 2;

/** Whether needle[1..] follow haystack[start] in order, each within `skip` words of the last. */
function followsWithin(haystack: readonly string[], start: number, needle: readonly string[], skip: number) {
  let at = start;
  for (const word of needle.slice(1)) {
    const next = haystack.slice(at + 1, at + 2 + skip).indexOf(word);
    if (next < 0) return false;
    at += next + 1;
  }
  return true;
}

/** Flags numbers, organisations/employers, schools and degrees in `text` that none of `sources` contain. */
export function checkFacts(text: string, sources: readonly string[]): FactCheckResult {
  const normalized = sources.map((source) => ` ${normalizePhrase(source)} `);
  const values = sourceNumbers(sources);
  const degrees = degreeKeysIn(sources);
  const containsWords = (phrase: string) => {
    const needle = normalizePhrase(phrase);
    return needle !== '' && normalized.some((source) => source.includes(` ${needle} `));
  };
  const sourceWords = normalized.map((source) => source.trim().split(' '));
  // A name may leave out a short aside of its source: "Curie Actions Doctoral Networks" is the
  // listing's "Curie Actions (MSCA) Doctoral Networks". Words in order, at most 2 skipped per gap.
  const containsInOrder = (phrase: string) => {
    const needle = normalizePhrase(phrase).split(' ').filter(Boolean);
    if (needle.length < 2) return false;
    return sourceWords.some((haystack) =>
      haystack.some(
        (word, start) => word === needle[0] && followsWithin(haystack, start, needle, MAX_SKIPPED),
      ),
    );
  };
  const supported = (candidate: FactCandidate) => {
    switch (candidate.kind) {
      case 'number':
        return values.has(numberValue(candidate.text));
      case 'degree':
        return degrees.has(candidate.degreeKey ?? '') && (!candidate.field || containsWords(candidate.field));
      default:
        return (candidate.alternatives ?? [candidate.text]).some(
          (phrase) => containsWords(phrase) || containsInOrder(phrase),
        );
    }
  };
  const candidates = factCandidates(text);
  const flags: FactFlag[] = candidates
    .filter((candidate) => !supported(candidate))
    .map(({ kind, text: words, start, end }) => ({ kind, text: words, start, end }));
  return { flags, checked: candidates.length };
}
