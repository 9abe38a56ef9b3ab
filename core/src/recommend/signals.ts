// The named signals a recommendation's score is the sum of. Each says, in one sentence, what it
// found, and which profile facts it used ("Why this?" lists them; the student can hide a fact).
import { differenceInCalendarDays, parseISO } from 'date-fns';
import {
  matchSignalLabels,
  profileFactLabels,
  reactionLabels,
  type MatchSignal,
  type MatchSignalKey,
  type ProfileFactKey,
} from '../contracts/recommendations';
import { FRESHNESS_MONTHS } from '../limits';
import type { TermContribution } from './bm25';
import { requirementNames, type RequirementCheck, type RequirementCriterion } from './requirements';
import type { FeedbackItem, MatchCandidate, MatchProfile } from './types';

const signal = (
  key: MatchSignalKey,
  points: number,
  detail: string,
  facts: ProfileFactKey[] = [],
): MatchSignal => ({
  key,
  label: matchSignalLabels[key],
  points: Math.round(points),
  detail,
  facts: [...new Set(facts)],
});

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Topic fit saturates: the first strong matches count most, and no listing passes FIT_MAX. */
export const FIT_MAX = 45;
const FIT_SCALE = 15;

/** The profile entries behind a BM25 score, strongest first ("your Python skill"). */
export function fitSources(contributions: readonly TermContribution[]) {
  const bySource = new Map<string, { fact: ProfileFactKey; phrase: string; score: number }>();
  for (const { term, score } of contributions) {
    const key = `${term.fact}:${term.source}`;
    const phrase =
      term.fact === 'careerGoals'
        ? 'your career goals'
        : term.fact === 'industries'
          ? `your interest in ${term.source}`
          : `your ${term.source} ${term.fact === 'major' ? 'major' : term.fact === 'skills' ? 'skill' : 'interest'}`;
    const known = bySource.get(key);
    bySource.set(key, { fact: term.fact, phrase, score: (known?.score ?? 0) + score });
  }
  return [...bySource.values()].sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
}

export function fitSignal(contributions: readonly TermContribution[]): MatchSignal {
  const total = contributions.reduce((sum, part) => sum + part.score, 0);
  const sources = fitSources(contributions);
  if (sources.length === 0)
    return signal('fit', 0, 'None of your major, skills, interests or goals appear in its text.');
  const points = FIT_MAX * (1 - Math.exp(-total / FIT_SCALE));
  const named = sources.slice(0, 3).map((source) => source.phrase);
  return signal(
    'fit',
    points,
    `Its text matches ${list(named)}.`,
    sources.map((source) => source.fact),
  );
}

/** Points for a stated requirement the student meets: the rarer and more personal, the more. */
const metPoints: Record<RequirementCriterion, number> = {
  major: 8,
  firstGeneration: 6,
  ethnicity: 6,
  state: 6,
  gpa: 5,
  educationLevel: 4,
  citizenship: 4,
  gender: 4,
  country: 3,
  workplace: 2,
};
const ELIGIBLE_BASE = 10;
const UNKNOWN_PENALTY = 4;
const ELIGIBILITY_MAX = 30;
const ELIGIBILITY_MIN = -12;

/** Met requirements that say the listing was written for someone like this student. */
export const targetedCriteria: readonly RequirementCriterion[] = [
  'major',
  'state',
  'firstGeneration',
  'ethnicity',
  'gender',
  'citizenship',
];

/** "Open to every education level" is not a requirement the student earned points for. */
export const countsAsMet = (check: RequirementCheck, candidate: MatchCandidate) =>
  check.status === 'met' &&
  !(check.criterion === 'educationLevel' && candidate.requiredEducationLevel?.trim().toLowerCase() === 'any');

export function eligibilitySignal(
  checks: readonly RequirementCheck[],
  candidate: MatchCandidate,
  hiddenFacts: readonly ProfileFactKey[] = [],
): MatchSignal {
  const met = checks.filter((check) => countsAsMet(check, candidate));
  const unknown = checks.filter((check) => check.status === 'unknown');
  const raw =
    ELIGIBLE_BASE +
    met.reduce((sum, check) => sum + metPoints[check.criterion], 0) -
    unknown.length * UNKNOWN_PENALTY;
  const points = Math.min(ELIGIBILITY_MAX, Math.max(ELIGIBILITY_MIN, raw));
  const parts: string[] = [];
  if (met.length > 0)
    parts.push(`You meet its ${list(met.map((check) => requirementNames[check.criterion]))}.`);
  else if (unknown.length === 0) parts.push('It states no requirement you miss.');
  const toAdd = unknown.filter((check) => !check.stated && !hiddenFacts.includes(check.fact));
  const missing = [...new Set(toAdd.map((check) => check.fact))];
  if (missing.length > 0)
    parts.push(
      `Add your ${list(missing.map((fact) => profileFactLabels[fact]))} to your profile to confirm you qualify.`,
    );
  const unchecked = unknown.filter((check) => !toAdd.includes(check));
  if (unchecked.length > 0)
    parts.push(`Check its ${list(unchecked.map((check) => requirementNames[check.criterion]))} yourself.`);
  return signal('eligibility', points, parts.join(' '), [...met.map((check) => check.fact), ...missing]);
}

/** Days from `today` to the deadline (both YYYY-MM-DD). */
export const daysUntil = (deadline: string, today: string) =>
  differenceInCalendarDays(parseISO(deadline), parseISO(today));

export const deadlinePhrase = (days: number | null) =>
  days === null
    ? 'no deadline stated'
    : days === 0
      ? 'deadline today'
      : days === 1
        ? 'deadline tomorrow'
        : `deadline in ${days} days`;

/** Soon but reachable is best; far off is fine; an undated listing may not be taking applications. */
export function deadlineSignal(deadline: string | null, today: string): MatchSignal {
  if (deadline === null)
    return signal('deadline', -5, 'It states no deadline; check the dates with its source.');
  const days = daysUntil(deadline, today);
  const points = days <= 0 ? 1 : days <= 2 ? 3 : days <= 14 ? 15 : days <= 60 ? 12 : days <= 180 ? 8 : 5;
  const advice = days <= 2 ? ': apply now if you can make it.' : '.';
  const text = deadlinePhrase(days);
  return signal('deadline', points, `${text[0]!.toUpperCase()}${text.slice(1)}${advice}`);
}

export function freshnessSignal(fresh: boolean): MatchSignal {
  return fresh
    ? signal('freshness', 5, `Its source confirmed it within the last ${FRESHNESS_MONTHS} months.`)
    : signal('freshness', -8, `Its source has not confirmed it in over ${FRESHNESS_MONTHS} months.`);
}

const includesEither = (a: string, b: string) => {
  const [x, y] = [a.trim().toLowerCase(), b.trim().toLowerCase()];
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
};

export function preferencesSignal(candidate: MatchCandidate, profile: MatchProfile): MatchSignal {
  const where = candidate.location ?? '';
  const preferred = profile.preferredLocations.find(
    (place) => includesEither(where, place) || (candidate.isRemote && /remote/i.test(place)),
  );
  if (preferred)
    return signal('preferences', 6, `It is in ${preferred}, one of your preferred locations.`, ['location']);
  if (profile.state && where && includesEither(where, profile.state))
    return signal('preferences', 3, `It is in ${profile.state}, where you live.`, ['location']);
  return signal('preferences', 0, 'Nothing about its place matches your preferred locations.');
}

const GENERIC_WORDS = new Set([
  'scholarship',
  'scholarships',
  'internship',
  'internships',
  'award',
  'awards',
  'program',
  'programme',
  'grant',
  'grants',
  'fund',
  'student',
  'students',
  'fellowship',
  'with',
  'from',
  'that',
  'this',
  'your',
  'intern',
]);

/** Tags and title words, for "similar to a listing you liked". */
export function featuresOf(item: { title: string; tags: readonly string[] }): Set<string> {
  const words = item.title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && !GENERIC_WORDS.has(word));
  return new Set([...item.tags.map((tag) => `#${tag.trim().toLowerCase()}`), ...words]);
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const value of a) if (b.has(value)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const FEEDBACK_MAX = 12;
const reactionWeight = { fire: 1, thumbs_up: 0.7, thinking: 0, thumbs_down: -1 } as const;

export function feedbackSignal(candidate: MatchCandidate, feedback: readonly FeedbackItem[]): MatchSignal {
  const own = feedback.find((item) => item.type === candidate.type && item.id === candidate.id);
  if (own && (own.reaction === 'fire' || own.reaction === 'thumbs_up'))
    return signal('feedback', 10, `You marked it ${reactionLabels[own.reaction]}.`);
  const features = featuresOf(candidate);
  let best: { item: FeedbackItem; value: number } | null = null;
  let worst: { item: FeedbackItem; value: number } | null = null;
  for (const item of feedback) {
    if (item === own) continue;
    const value = reactionWeight[item.reaction] * jaccard(features, featuresOf(item));
    if (value > 0 && value > (best?.value ?? 0)) best = { item, value };
    if (value < 0 && value < (worst?.value ?? 0)) worst = { item, value };
  }
  const points = FEEDBACK_MAX * ((best?.value ?? 0) + (worst?.value ?? 0));
  if (worst && Math.abs(worst.value) >= (best?.value ?? 0))
    return signal('feedback', points, `It is like “${worst.item.title}”, which you marked Not relevant.`);
  if (best)
    return signal(
      'feedback',
      points,
      `It is like “${best.item.title}”, which you marked ${reactionLabels[best.item.reaction]}.`,
    );
  return signal('feedback', 0, 'Your reactions so far say nothing about it.');
}
