// The named signals a recommendation's score is the sum of. Each says, in one sentence, what it
// found, and which profile facts it used ("Why this?" lists them; the student can hide a fact).
import { differenceInCalendarDays, parseISO } from 'date-fns';
import {
  matchSignalLabels,
  reactionLabels,
  type MatchSignal,
  type MatchSignalKey,
  type ProfileFactKey,
} from '../contracts/recommendations';
import { educationGroupOf } from '../domain/eligibility';
import { fieldBranches, fieldFamilies, fieldsMatch } from '../domain/fields';
import { resolveLocationQuery } from '../domain/location';
import { countryFromName } from '../domain/places/countries';
import { FRESHNESS_MONTHS } from '../limits';
import type { TermContribution } from './bm25';
import {
  institutionNamesPlace,
  requirementNames,
  unknownsOf,
  type RequirementCheck,
  type RequirementCriterion,
} from './requirements';
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
const FIT_SCALE = 25;

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
  // Written for a group the student belongs to: what a listing for "someone like you" says most.
  firstGeneration: 18,
  ethnicity: 18,
  gender: 14,
  state: 14,
  school: 14,
  need: 12,
  year: 6,
  gpa: 5,
  educationLevel: 4,
  citizenship: 4,
  country: 3,
  workplace: 2,
  // No profile field settles these, so they are never met.
  disability: 0,
  military: 0,
  membership: 0,
  age: 0,
  rural: 0,
  parent: 0,
};
const ELIGIBLE_BASE = 10;
const UNKNOWN_PENALTY = 4;
/**
 * A requirement naming a group most students are not in (a heritage, a gender, first in the
 * family, a rural home, children of their own, a membership, service, disability or a mature age)
 * is more likely unmet than met when the profile is silent, so it costs more than an unknown GPA
 * or year, which most applicants meet.
 */
const GROUP_UNKNOWN_PENALTY = 12;
const groupCriteria: readonly RequirementCriterion[] = [
  'rural',
  'parent',
  'ethnicity',
  'gender',
  'firstGeneration',
  'membership',
  'military',
  'disability',
];
/** "Age 35 or older" or "ages 30–50": an age most students have not reached, unlike "under 30". */
const MATURE_AGE = 25;
const matureAge = (check: RequirementCheck) => {
  const from = /\bage (?:(\d+)\s*(?:\+|or older|or over)|(\d+)\s*[–-]\s*\d+)/i.exec(check.requires ?? '');
  return from !== null && Number(from[1] ?? from[2]) >= MATURE_AGE;
};
const unknownPenalty = (check: RequirementCheck) =>
  groupCriteria.includes(check.criterion) || (check.criterion === 'age' && matureAge(check))
    ? GROUP_UNKNOWN_PENALTY
    : UNKNOWN_PENALTY;
const ELIGIBILITY_MAX = 50;
const ELIGIBILITY_MIN = -12;

/** Met requirements that say the listing was written for someone like this student. */
export const targetedCriteria: readonly RequirementCriterion[] = [
  'major',
  'school',
  'need',
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

/** A field any science meets ("STEM" meets "Biology") says little about fit: the words decide. */
const UMBRELLA_MAJOR_MET = 3;

export function eligibilitySignal(
  checks: readonly RequirementCheck[],
  candidate: MatchCandidate,
  hiddenFacts: readonly ProfileFactKey[] = [],
  umbrellaMajor = false,
): MatchSignal {
  const met = checks.filter((check) => countsAsMet(check, candidate));
  const unknown = checks.filter((check) => check.status === 'unknown');
  const pointsFor = (check: RequirementCheck) =>
    check.criterion === 'major' && umbrellaMajor ? UMBRELLA_MAJOR_MET : metPoints[check.criterion];
  const raw =
    ELIGIBLE_BASE +
    met.reduce((sum, check) => sum + pointsFor(check), 0) -
    unknown.reduce((sum, check) => sum + unknownPenalty(check), 0);
  const points = Math.min(ELIGIBILITY_MAX, Math.max(ELIGIBILITY_MIN, raw));
  const parts: string[] = [];
  if (met.length > 0)
    parts.push(`You meet its ${list(met.map((check) => requirementNames[check.criterion]))}.`);
  else if (unknown.length === 0) parts.push('It states no requirement you miss.');
  const { missing, missingFacts, requires, unchecked } = unknownsOf(checks, hiddenFacts);
  if (missing.length > 0) parts.push(`Add your ${list(missing)} to your profile to confirm you qualify.`);
  if (requires.length > 0) parts.push(`It requires ${list(requires)}, which your profile does not say.`);
  if (unchecked.length > 0) parts.push(`Check its ${list(unchecked)} yourself.`);
  const facts = met.flatMap((check) => (check.fact === null ? [] : [check.fact]));
  return signal('eligibility', points, parts.join(' '), [...facts, ...missingFacts]);
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

/** What the source confirmed: recently or not, and whether the listing states what it awards. */
export function freshnessSignal(fresh: boolean, awardKnown = false): MatchSignal {
  const award = awardKnown ? ' It states what it awards.' : '';
  return fresh
    ? signal(
        'freshness',
        5 + (awardKnown ? AWARD_KNOWN : 0),
        `Its source confirmed it within the last ${FRESHNESS_MONTHS} months.${award}`,
      )
    : signal(
        'freshness',
        -8 + (awardKnown ? AWARD_KNOWN : 0),
        `Its source has not confirmed it in over ${FRESHNESS_MONTHS} months.${award}`,
      );
}
const AWARD_KNOWN = 3;

const includesEither = (a: string, b: string) => {
  const [x, y] = [a.trim().toLowerCase(), b.trim().toLowerCase()];
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
};

/**
 * Whether the student asks for each kind: an interest ("Tech Internships") or their goals ("a
 * summer internship in Chicago") name it.
 */
export function askedTypes(profile: MatchProfile) {
  const goals = profile.careerGoals ?? '';
  return {
    internship:
      profile.interests.some((interest) => /internship/i.test(interest)) ||
      /\bintern(?:ship)?s?\b|\bco-?ops?\b/i.test(goals),
    scholarship:
      profile.interests.some((interest) => /scholarship/i.test(interest)) || /\bscholarships?\b/i.test(goals),
  };
}

const countryCode = (name: string | null | undefined) => (name?.trim() ? countryFromName(name.trim()) : null);

/**
 * "International Studies" among the interests, goals that name studying abroad, or a student who
 * already studies outside the country of their citizenship.
 */
const wantsStudyAbroad = (profile: MatchProfile) => {
  const [home, here] = [countryCode(profile.citizenship), countryCode(profile.country)];
  return (
    profile.interests.includes('International Studies') ||
    /\b(?:abroad|overseas|international)\b/i.test(profile.careerGoals ?? '') ||
    (home !== null && here !== null && home !== here)
  );
};

/** An award for athletes ("Elite Sports Scholarship"), not one for a field ("Sport and Exercise Science"). */
const SPORTS_AWARD =
  /\b(?:sports?|athlet\w*)\b(?!\s+(?:and exercise\s+)?(?:science|sciences|management|medicine|studies|journalism))/i;
const ATHLETE =
  /\b(?:sports?|athlet\w*|cricket|football|soccer|basketball|baseball|tennis|hockey|swim\w*|track and field|volleyball|badminton|wrestling|boxing|kabaddi|chess|rowing|golf)\b/i;
/** Everything the student wrote about themselves, for a talent a listing asks for. */
const profileWords = (profile: MatchProfile) =>
  [...profile.skills, ...profile.interests, ...profile.preferredIndustries, profile.careerGoals ?? ''].join(
    ' ',
  );

/** Study abroad for this student: tagged so, or for international students in a country not theirs. */
function abroad(candidate: MatchCandidate, profile: MatchProfile): boolean {
  if (candidate.tags.includes('study-abroad')) return true;
  const host = (candidate.restrictions ?? [])
    .map((restriction) => /^not citizens? of (?:the )?([^(]+)/i.exec(restriction.value)?.[1])
    .find(Boolean);
  return host !== undefined && countryCode(host) !== countryCode(profile.country);
}

/** How far a kind the student's interests do not ask for falls behind the kind they do. */
const TYPE_UNASKED = 25;

/**
 * Scholarships and internships are mixed only as the student asks: internships come after
 * scholarships unless the interests or goals ask for them, scholarships after internships when
 * only internships are asked for; a high-school student's internships come last unless they say
 * they take high-school students (few do).
 */
function typePreference(
  candidate: MatchCandidate,
  profile: MatchProfile,
): { points: number; detail: string } {
  const asked = askedTypes(profile);
  const highSchool = educationGroupOf(profile.educationLevel) === 'High School';
  if (
    candidate.type === 'internship' &&
    highSchool &&
    educationGroupOf(candidate.requiredEducationLevel) !== 'High School'
  )
    return {
      points: -TYPE_UNASKED,
      detail: 'It does not say it takes high-school students; most internships are for college students.',
    };
  if (candidate.type === 'internship' && !asked.internship)
    return {
      points: -TYPE_UNASKED,
      detail: 'Your interests and goals do not ask for internships, so they come after scholarships.',
    };
  if (candidate.type === 'scholarship' && asked.internship && !asked.scholarship)
    return {
      points: -TYPE_UNASKED,
      detail: 'Your interests ask for internships, so scholarships come after them.',
    };
  const forAthletes = SPORTS_AWARD.test(candidate.title) || candidate.tags.includes('athletes');
  if (forAthletes && !ATHLETE.test(profileWords(profile)))
    return {
      points: -TYPE_UNASKED,
      detail: 'It is for athletes, and your profile names no sport.',
    };
  if (abroad(candidate, profile) && !wantsStudyAbroad(profile))
    return {
      points: -TYPE_UNASKED,
      detail: 'It is for study abroad, which your interests and goals do not ask for.',
    };
  return { points: 0, detail: '' };
}

/**
 * An internship is work in a place: one where the student lives or wants to be comes well before
 * one across the country. An award is studied for anywhere, so its place counts little.
 */
const HOME_INTERNSHIP = 24;
const HOME_SCHOLARSHIP = 3;
const PREFERRED_SCHOLARSHIP = 6;

/** In the student's state: its stored state codes ("Chicago, IL" is Illinois), else the words; or in their city. */
function inHomeState(candidate: MatchCandidate, profile: MatchProfile): boolean {
  const city = profile.city?.trim();
  if (city && candidate.location && includesEither(candidate.location, city)) return true;
  const state = profile.state?.trim();
  if (!state) return false;
  const code = resolveLocationQuery(state).stateCode;
  if (code && candidate.stateCodes?.includes(code)) return true;
  return Boolean(candidate.location && includesEither(candidate.location, state));
}

export function preferencesSignal(candidate: MatchCandidate, profile: MatchProfile): MatchSignal {
  const where = candidate.location ?? '';
  const kind = typePreference(candidate, profile);
  // A kind that comes after another stays after it, wherever it is.
  const withKind = (points: number, detail: string, facts: ProfileFactKey[]) =>
    signal(
      'preferences',
      kind.points < 0 ? kind.points : points,
      [detail, kind.detail].filter(Boolean).join(' '),
      kind.points === 0 ? facts : [...facts, 'interests'],
    );
  const preferred = profile.preferredLocations.find(
    (place) =>
      includesEither(where, place) ||
      institutionNamesPlace(candidate, place) ||
      (candidate.isRemote && /remote/i.test(place)),
  );
  if (preferred)
    return withKind(
      candidate.type === 'internship' ? HOME_INTERNSHIP : PREFERRED_SCHOLARSHIP,
      `It is in ${preferred}, one of your preferred locations.`,
      ['location'],
    );
  if (inHomeState(candidate, profile))
    return withKind(
      candidate.type === 'internship' ? HOME_INTERNSHIP : HOME_SCHOLARSHIP,
      `It is in ${profile.state ?? profile.city}, where you live.`,
      ['location'],
    );
  return withKind(0, 'Nothing about its place matches your preferred locations.', []);
}

/**
 * The words that name a listing's field: its majors, field restriction, internship field; else its
 * title. An internship's title that names a field wins over its field column, which is often the
 * source's category for the whole company: "Machine Learning Research Intern" at a trading firm.
 */
function fieldTexts(candidate: MatchCandidate): { texts: string[]; stated: boolean } {
  const titled = fieldFamilies(candidate.title).length > 0;
  const stated = [
    ...candidate.requiredMajors,
    ...(candidate.restrictions ?? [])
      .filter((restriction) => restriction.criterion === 'field')
      .flatMap((restriction) => restriction.value.split(/,|;/)),
    ...(candidate.field && !(candidate.type === 'internship' && titled) ? [candidate.field] : []),
  ]
    .map((text) => text.trim())
    .filter((text) => text && fieldFamilies(text).length > 0);
  if (stated.length > 0) return { texts: stated, stated: true };
  return { texts: titled ? [candidate.title] : [], stated: false };
}

const FIELD_MET = 10;
const FIELD_OTHER = 20;
const BRANCH_OTHER = 15;

/**
 * For an umbrella major ("STEM", "Arts"), the branch the goals and skills name: a listing whose
 * field is only another branch ("Mathematics and Statistics" for plant biology, "Architecture" or
 * "Music" for a painter) is not in their field.
 */
function otherBranch(texts: readonly string[], title: string, profile: MatchProfile): string | null {
  const major = profile.intendedMajor?.trim() ?? '';
  const mine = fieldBranches(major, [profile.careerGoals ?? '', ...profile.skills].join(' '));
  const stated = [...new Set(texts.flatMap((text) => fieldBranches(major, text)))];
  // A field stated as the major itself ("Arts") leaves the branch to the title ("Music Scholarships").
  const theirs = stated.length > 0 ? stated : fieldBranches(major, title);
  if (mine.length === 0 || theirs.length === 0 || theirs.some((branch) => mine.includes(branch))) return null;
  return `Its field (${theirs.join(', ')}) is not the ${mine.join(' or ')} your goals name.`;
}

/** "Whose thesis work is in the area of cell biology": an award for one line of research. */
const RESEARCH_TOPIC =
  /\b(?:whose (?:thesis |research |graduate )?(?:work|research|thesis|studies) (?:is |are )?(?:related to|in the (?:area|field)s? of|focus(?:es)? on|on)|(?:conducting|doing|undertaking) research (?:in the fields? of|on|in)|excellence in the field of|who study) ([^.;]+)/i;
/** Words of a topic that name the field or the work in general, not the topic itself. */
const TOPIC_GENERIC =
  /^(?:biology|science|sciences|studies|study|research|field|fields|area|areas|topic|topics|related|department|school|faculty|graduate|students?|work|their|those|with|from|including|such)$/;
const stemOf = (word: string) => word.slice(0, 5);
const topicWords = (text: string) =>
  (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !TOPIC_GENERIC.test(word));

/**
 * The research a field restriction's sentence is for, when the student's goals and skills name
 * none of it: the King-Platt awards for "the ecology of birds" suit a bird ecologist, the Wowchuk
 * scholarship for "cell biology" does not, though both are for biology graduate students.
 */
function otherTopic(candidate: MatchCandidate, profile: MatchProfile): string | null {
  const own = new Set(topicWords([profile.careerGoals ?? '', ...profile.skills].join(' ')).map(stemOf));
  if (own.size === 0) return null;
  for (const restriction of candidate.restrictions ?? []) {
    if (restriction.criterion !== 'field') continue;
    const topic = RESEARCH_TOPIC.exec(restriction.evidence)?.[1]?.replace(/…$/, '').trim();
    const words = topic ? topicWords(topic) : [];
    if (words.length > 0 && !words.some((word) => own.has(stemOf(word))))
      return `It is for work on ${topic}, which your goals and skills do not name.`;
  }
  return null;
}

/**
 * Field of study through its families (domain/fields.ts): a listing in the student's field gains,
 * one in another field only (its field, majors or title name none of the student's) loses.
 */
export function fieldFit(
  candidate: MatchCandidate,
  profile: MatchProfile,
): { points: number; detail: string } {
  const major = profile.intendedMajor?.trim();
  if (!major) return { points: 0, detail: '' };
  const { texts, stated } = fieldTexts(candidate);
  if (texts.length === 0) return { points: 0, detail: '' };
  if (texts.some((text) => fieldsMatch(text, major))) {
    const other = otherBranch(texts, candidate.title, profile) ?? otherTopic(candidate, profile);
    if (other) return { points: -BRANCH_OTHER, detail: other };
    return { points: FIELD_MET, detail: `Its field is in your ${major} major's family.` };
  }
  const named = stated ? texts.join(', ') : fieldFamilies(texts[0]!).join(', ');
  return { points: -FIELD_OTHER, detail: `Its field (${named}) is not your ${major} major.` };
}

/** Graduate degrees by type, as titles and goals write them; "Master's" alone is any master's. */
const DEGREES: [string, RegExp][] = [
  ['MBA', /\bMBA\b/i],
  ['MSc', /\bM\.?Sc\b|\bM\.?S\.?(?= in\b| of\b| [A-Z])/],
  ['MA', /\bM\.?A\.?(?= in\b| of\b| [A-Z])/],
  ['MFA', /\bMFA\b/],
  ['MEng', /\bM\.?Eng\b/],
  ['LLM', /\bLL\.?M\b/],
  ['MPH', /\bMPH\b/],
  ['PhD', /\bPh\.?\s?D\b|\bdoctoral\b/i],
  ['Master', /\bmasters?\b|\bmaster['’]s\b/i],
];
const degreesIn = (text: string) => DEGREES.filter(([, words]) => words.test(text)).map(([degree]) => degree);
const compatible = (a: string, b: string) =>
  a === b || (a === 'Master' && b !== 'PhD') || (b === 'Master' && a !== 'PhD');

const PROGRAMME_MET = 8;
const PROGRAMME_OTHER = 15;

/**
 * The degree a title is for against the one the student's goals name: an award for the "MSc
 * Finance" is not for a student who is applying to MBA programmes, one for "MBA students" is.
 */
export function programmeFit(
  candidate: MatchCandidate,
  profile: MatchProfile,
): { points: number; detail: string } {
  const wanted = degreesIn(profile.careerGoals ?? '');
  const offered = degreesIn(candidate.title);
  if (wanted.length === 0 || offered.length === 0) return { points: 0, detail: '' };
  const same = offered.find((degree) => degree !== 'Master' && wanted.includes(degree));
  if (same) return { points: PROGRAMME_MET, detail: `It is for the ${same} your goals name.` };
  if (offered.some((degree) => wanted.some((mine) => compatible(degree, mine))))
    return { points: 0, detail: '' };
  return {
    points: -PROGRAMME_OTHER,
    detail: `It is for a different degree (${offered.join(', ')}) than your goals name (${wanted.join(', ')}).`,
  };
}

/**
 * Topic fit with the field of study and the degree: BM25 says how much it talks about you, the
 * field and degree whether they are yours.
 */
export function withFieldFit(
  fit: MatchSignal,
  candidate: MatchCandidate,
  profile: MatchProfile,
): MatchSignal {
  const field = fieldFit(candidate, profile);
  const programme = programmeFit(candidate, profile);
  if (field.points === 0 && programme.points === 0) return fit;
  return {
    ...fit,
    points: Math.round(fit.points + field.points + programme.points),
    detail: [fit.detail, field.detail, programme.detail].filter(Boolean).join(' '),
    facts: [
      ...new Set([
        ...fit.facts,
        ...(field.points === 0 ? [] : ['major' as const]),
        ...(programme.points === 0 ? [] : ['careerGoals' as const]),
      ]),
    ],
  };
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
