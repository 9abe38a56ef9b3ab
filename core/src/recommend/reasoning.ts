// relevanceReasoning: one or two plain sentences naming the strongest criteria, e.g.
// "Matches your Computer Science major and your 3.6 GPA; deadline in 12 days."
import type { MatchSignal, ProfileFactKey } from '../contracts/recommendations';
import { unknownsOf, type RequirementCheck } from './requirements';
import { countsAsMet, deadlinePhrase, targetedCriteria, type fitSources } from './signals';
import type { MatchCandidate } from './types';

const MAX_CRITERIA = 2;

const joinAnd = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export interface ExplainInput {
  sources: ReturnType<typeof fitSources>;
  checks: readonly RequirementCheck[];
  candidate: MatchCandidate;
  days: number | null;
  feedback: MatchSignal;
  hiddenFacts: readonly ProfileFactKey[];
}

export function explain({ sources, checks, candidate, days, feedback, hiddenFacts }: ExplainInput): string {
  const topical = sources.map((source) => source.phrase);
  const met = checks.filter((check) => countsAsMet(check, candidate));
  const named = (criteria: readonly string[]) =>
    met
      .filter((check) => criteria.includes(check.criterion))
      .map((check) => check.phrase)
      .filter((phrase) => !topical.includes(phrase));
  // Strongest first: the best topical match, a requirement written for someone like the student,
  // a GPA they meet, then further topical matches; level and country only as a last resort.
  const criteria = [
    ...topical.slice(0, 1),
    ...named(targetedCriteria),
    ...named(['gpa']),
    ...topical.slice(1),
    ...named(['educationLevel', 'country']),
  ].slice(0, MAX_CRITERIA);
  const lead =
    criteria.length > 0
      ? `Matches ${joinAnd(criteria)}`
      : feedback.points > 0
        ? feedback.detail.replace(/\.$/, '')
        : 'Open to you';
  const first = `${lead}; ${deadlinePhrase(days)}.`;

  const { missing, requires, unchecked } = unknownsOf(checks, hiddenFacts);
  const sentences = [first];
  if (missing.length > 0) sentences.push(`Add your ${joinAnd(missing)} to confirm you qualify.`);
  if (requires.length > 0) sentences.push(`Requires ${joinAnd(requires)} — not in your profile.`);
  if (unchecked.length > 0 && missing.length === 0)
    sentences.push(`Check its ${joinAnd(unchecked)} yourself.`);
  return sentences.join(' ');
}
