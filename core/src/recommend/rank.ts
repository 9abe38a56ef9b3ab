// The recommendation engine: pure, so the same inputs always give the same scores. The server
// brings the candidates (open listings from SQL), the corpus statistics and the student's
// reactions; this decides who qualifies, scores each signal and explains the result.
import type { MatchSignal } from '../contracts/recommendations';
import { bm25Contributions } from './bm25';
import { isUmbrellaMajor, withoutHiddenFacts } from './profile';
import { checkRequirements, isEligible } from './requirements';
import { explain } from './reasoning';
import {
  daysUntil,
  deadlineSignal,
  eligibilitySignal,
  feedbackSignal,
  fitSignal,
  fitSources,
  freshnessSignal,
  preferencesSignal,
  countsAsMet,
  targetedCriteria,
  withFieldFit,
} from './signals';
import type { CorpusStats, FeedbackItem, MatchCandidate, MatchProfile, QueryTerm } from './types';

/** Stored with every recommendation: a change here recomputes everyone's list. */
export const ALGORITHM_VERSION = 'match-2026.12-7';

export interface RankInput {
  profile: MatchProfile;
  terms: readonly QueryTerm[];
  candidates: readonly MatchCandidate[];
  corpus: { scholarship: CorpusStats; internship: CorpusStats };
  feedback: readonly FeedbackItem[];
  /** YYYY-MM-DD. */
  today: string;
  limit: number;
}

export interface RankedRecommendation {
  type: MatchCandidate['type'];
  id: number;
  score: number;
  reasoning: string;
  signals: MatchSignal[];
}

/** Why a candidate is left out, or null when it may be recommended. */
export type Exclusion = 'closed' | 'ineligible' | 'dismissed' | 'unrelated';

interface Scored extends RankedRecommendation {
  fit: number;
  deadline: string | null;
  title: string;
  location: string | null;
  provider: string | null;
}

/** A career fair, info session or webinar is an event to attend, not an internship to apply for. */
const EVENT_TITLE =
  /\b(?:career|job|recruiting) fairs?\b|\binfo(?:rmation)? sessions?\b|\bwebinars?\b|\bnetworking (?:event|night)s?\b/i;
const isEvent = (candidate: MatchCandidate) =>
  candidate.type === 'internship' && EVENT_TITLE.test(candidate.title);

function scoreOne(candidate: MatchCandidate, input: RankInput, profile: MatchProfile): Scored | Exclusion {
  if (candidate.deadline !== null && candidate.deadline < input.today) return 'closed';
  const own = input.feedback.find((item) => item.type === candidate.type && item.id === candidate.id);
  if (own?.reaction === 'thumbs_down') return 'dismissed';
  if (isEvent(candidate)) return 'unrelated';
  const checks = checkRequirements(candidate, profile, input.today);
  if (!isEligible(checks)) return 'ineligible';

  const terms = input.terms.filter((term) => !profile.hiddenFacts.includes(term.fact));
  const contributions = bm25Contributions(
    terms,
    candidate.termFrequencies,
    candidate.length,
    input.corpus[candidate.type],
  );
  const fit = withFieldFit(fitSignal(contributions), candidate, profile);
  const eligibility = eligibilitySignal(
    checks,
    candidate,
    profile.hiddenFacts,
    isUmbrellaMajor(profile.intendedMajor),
  );
  const feedback = feedbackSignal(candidate, input.feedback);
  const targeted = checks.some(
    (check) => targetedCriteria.includes(check.criterion) && countsAsMet(check, candidate),
  );
  // A listing nothing in the profile points to is not a recommendation, however open it is.
  if (contributions.length === 0 && !targeted && feedback.points <= 0) return 'unrelated';

  const signals = [
    fit,
    eligibility,
    deadlineSignal(candidate.deadline, input.today),
    freshnessSignal(candidate.fresh, candidate.awardKnown),
    preferencesSignal(candidate, profile),
    feedback,
  ];
  const total = signals.reduce((sum, part) => sum + part.points, 0);
  const days = candidate.deadline === null ? null : daysUntil(candidate.deadline, input.today);
  return {
    type: candidate.type,
    id: candidate.id,
    score: Math.min(100, Math.max(0, Math.round(total))),
    reasoning: explain({
      sources: fitSources(contributions),
      checks,
      candidate,
      days,
      feedback,
      hiddenFacts: profile.hiddenFacts,
    }),
    signals,
    fit: contributions.reduce((sum, part) => sum + part.score, 0),
    deadline: candidate.deadline,
    title: candidate.title,
    location: candidate.location,
    provider: candidate.provider ?? null,
  };
}

/** Best first; ties broken by topic fit, then the nearer deadline, then a stable id order. */
function compare(a: Scored, b: Scored): number {
  return (
    b.score - a.score ||
    b.fit - a.fit ||
    (a.deadline ?? '9999-12-31').localeCompare(b.deadline ?? '9999-12-31') ||
    a.type.localeCompare(b.type) ||
    a.id - b.id
  );
}

const titleWords = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** A long title that is another's ending names the same award: "Study Scholarships - X" and "X". */
const REPEAT_MIN = 30;

/** The same giver under two names: "DAAD" and "German Academic Exchange Service (DAAD)". */
const sameGiver = (a: string, b: string) => a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));

/**
 * The same listing from two sources (one giver, the same award under the same or a prefixed title,
 * in the same place or none stated) is shown once, at the better of its places.
 */
function withoutRepeats(ranked: readonly Scored[]): Scored[] {
  const kept: { item: Scored; title: string; location: string; giver: string }[] = [];
  for (const item of ranked) {
    const title = titleWords(item.title);
    const location = (item.location ?? '').trim().toLowerCase();
    const giver = titleWords(item.provider ?? '');
    const repeat = kept.some(
      (other) =>
        other.item.type === item.type &&
        sameGiver(other.giver, giver) &&
        (other.title === title ||
          (Math.min(other.title.length, title.length) >= REPEAT_MIN &&
            (other.title.endsWith(title) || title.endsWith(other.title)))) &&
        (other.location === location || !other.location || !location),
    );
    if (!repeat) kept.push({ item, title, location, giver });
  }
  return kept.map(({ item }) => item);
}

/** Scores every candidate and keeps the best `limit` the student qualifies for. */
export function rankRecommendations(input: RankInput): RankedRecommendation[] {
  const profile = withoutHiddenFacts(input.profile);
  const scored: Scored[] = [];
  for (const candidate of input.candidates) {
    const result = scoreOne(candidate, input, profile);
    if (typeof result !== 'string') scored.push(result);
  }
  return withoutRepeats(scored.sort(compare))
    .slice(0, input.limit)
    .map(({ type, id, score, reasoning, signals }) => ({ type, id, score, reasoning, signals }));
}

/** Why one candidate would be left out, or null: lets tests name the rule that excluded it. */
export function exclusionOf(candidate: MatchCandidate, input: RankInput): Exclusion | null {
  const result = scoreOne(candidate, input, withoutHiddenFacts(input.profile));
  return typeof result === 'string' ? result : null;
}
