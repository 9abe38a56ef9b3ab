// Hard eligibility for recommendations: every requirement a listing states, checked against what
// the student has stated. 'unmet' means the student is known not to qualify, and such a listing is
// never recommended; 'unknown' (the profile does not say) lowers the score instead. The five
// checks of the detail page (GPA, level, major, state, country) come from domain/eligibility.ts so
// the two never disagree; citizenship, first-generation, gender, ethnicity and, for internships,
// the place of work are added here.
import type { ProfileFactKey } from '../contracts/recommendations';
import {
  educationGroupOf,
  evaluateEligibility,
  type EligibilityCriterion,
  type EligibilityStatus,
} from '../domain/eligibility';
import { countryFromName } from '../domain/places/countries';
import type { MatchCandidate, MatchProfile } from './types';

export type RequirementCriterion =
  EligibilityCriterion | 'citizenship' | 'firstGeneration' | 'gender' | 'ethnicity' | 'workplace';

export interface RequirementCheck {
  criterion: RequirementCriterion;
  fact: ProfileFactKey;
  status: EligibilityStatus;
  /** How the reasoning names a met requirement: "your 3.6 GPA". */
  phrase: string;
  /** Whether the profile states the fact: an unknown with the fact stated cannot be decided from it. */
  stated?: boolean;
}

/** How "Why this?" names each requirement: "You meet its GPA minimum and major requirement." */
export const requirementNames: Record<RequirementCriterion, string> = {
  gpa: 'GPA requirement',
  educationLevel: 'education level',
  major: 'major requirement',
  state: 'state residency requirement',
  country: 'country requirement',
  citizenship: 'citizenship requirement',
  firstGeneration: 'first-generation requirement',
  gender: 'gender requirement',
  ethnicity: 'background requirement',
  workplace: 'work location',
};

const factOf: Record<EligibilityCriterion, ProfileFactKey> = {
  gpa: 'gpa',
  educationLevel: 'educationLevel',
  major: 'major',
  state: 'location',
  country: 'location',
};

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
const wordIn = (text: string, words: string) => new RegExp(`\\b(?:${words})\\b`).test(text);

/** Country codes named in free text ("US Citizen, Permanent Resident" → ['US']). */
function countriesIn(text: string): string[] {
  const codes = text
    .split(/[,/;]| or | and /i)
    .map((part) => part.replace(/\b(citizens?(hip)?|nationals?|residents?|only|of|the)\b/gi, '').trim())
    .filter(Boolean)
    .map(countryFromName)
    .filter((code): code is string => code !== null);
  return [...new Set(codes)];
}

const residentWords = 'permanent residents?|green card|noncitizens?|non-citizens?';

function checkCitizenship(requirement: string | null, citizenship: string | null): RequirementCheck | null {
  const text = lower(requirement);
  if (!/citizen|national/.test(text)) return null;
  const required = countriesIn(text);
  if (required.length === 0) return null;
  const check = (status: EligibilityStatus): RequirementCheck => ({
    criterion: 'citizenship',
    fact: 'citizenship',
    status,
    phrase: `your ${citizenship ?? ''} citizenship`,
  });
  if (!lower(citizenship)) return check('unknown');
  const mine = lower(citizenship);
  const myCountry = countriesIn(mine)[0] ?? null;
  if (myCountry !== null && required.includes(myCountry)) return check('met');
  if (wordIn(mine, residentWords) && wordIn(text, residentWords)) return check('met');
  return myCountry !== null || wordIn(mine, residentWords) ? check('unmet') : check('unknown');
}

function checkFirstGeneration(required: boolean, mine: boolean | null): RequirementCheck | null {
  if (!required) return null;
  const status: EligibilityStatus = mine === null ? 'unknown' : mine ? 'met' : 'unmet';
  return { criterion: 'firstGeneration', fact: 'firstGeneration', status, phrase: 'first-generation status' };
}

type Gender = 'female' | 'male' | 'other';
const femaleWords = 'female|females|women|woman|girls?|ladies';
const maleWords = 'male|males|men|man|boys?';

function genderOf(text: string): Gender {
  if (wordIn(text, `${femaleWords}|f`)) return 'female';
  if (wordIn(text, `${maleWords}|m`)) return 'male';
  return 'other';
}

/** "Female only" is a requirement; "Preference to females" or "50% reserved for girls" is not. */
function requiredGender(requirement: string | null): Gender | null {
  const text = lower(requirement);
  if (!text || /prefer|reserved|earmarked|priority|%/.test(text)) return null;
  const female = wordIn(text, femaleWords);
  const male = wordIn(text, maleWords);
  if (female === male) return null;
  return female ? 'female' : 'male';
}

function checkGender(requirement: string | null, gender: string | null): RequirementCheck | null {
  const required = requiredGender(requirement);
  if (required === null) return null;
  const mine = genderOf(lower(gender));
  const status: EligibilityStatus =
    !lower(gender) || mine === 'other' ? 'unknown' : mine === required ? 'met' : 'unmet';
  return { criterion: 'gender', fact: 'gender', status, phrase: 'who it is for' };
}

// Names one group goes by: a student writing "Latina" meets a "Hispanic" requirement.
const ethnicityGroups: Record<string, string> = {
  black: 'black|african[- ]american|african',
  hispanic: 'hispanic|latino|latina|latinx|latine',
  indigenous:
    'native american|american indian|alaska native|indigenous|first nations|aboriginal|métis|metis|inuit',
  asian: 'asian|asian[- ]american',
  pacific: 'pacific islander|native hawaiian',
  sc: 'sc|scheduled castes?',
  st: 'st|scheduled tribes?',
  obc: 'obc|other backward class(?:es)?',
};
const genericEthnicity = /minorit|under-?represented|divers|bipoc|\bpoc\b|\ball\b/;

function ethnicityKeys(text: string): { keys: Set<string>; generic: boolean } {
  const parts = lower(text)
    .replace(/[()]/g, '/')
    .split(/[/,;:]| or | and /)
    .map((part) => part.trim())
    .filter(Boolean);
  const keys = new Set<string>();
  let generic = false;
  for (const part of parts) {
    const group = Object.entries(ethnicityGroups).find(([, names]) => wordIn(part, names));
    if (group) keys.add(group[0]);
    else if (genericEthnicity.test(part)) generic = true;
    else keys.add(part);
  }
  return { keys, generic };
}

function checkEthnicity(requirement: string | null, ethnicity: string | null): RequirementCheck | null {
  if (!lower(requirement)) return null;
  const required = ethnicityKeys(requirement!);
  const check = (status: EligibilityStatus): RequirementCheck => ({
    criterion: 'ethnicity',
    fact: 'ethnicity',
    status,
    phrase: 'your background',
  });
  if (!lower(ethnicity)) return check('unknown');
  const mine = ethnicityKeys(ethnicity!);
  if ([...mine.keys].some((key) => required.keys.has(key))) return check('met');
  // "Minorities" alone cannot be decided from a self-description: ask rather than exclude.
  return required.generic || required.keys.size === 0 ? check('unknown') : check('unmet');
}

/**
 * An internship done on site in another country is out of reach unless the student named that
 * place among their preferred locations.
 */
function checkWorkplace(candidate: MatchCandidate, profile: MatchProfile): RequirementCheck | null {
  if (candidate.type !== 'internship' || candidate.isRemote || candidate.countryCodes.length === 0)
    return null;
  const myCountry = profile.country ? countryFromName(profile.country) : null;
  if (myCountry === null) return null;
  const where = lower(candidate.location);
  const preferred = profile.preferredLocations.some((place) => lower(place) && where.includes(lower(place)));
  const status: EligibilityStatus = candidate.countryCodes.includes(myCountry) || preferred ? 'met' : 'unmet';
  return { criterion: 'workplace', fact: 'location', status, phrase: 'a workplace you can reach' };
}

// A title that names the level ("Graduate Research Assistant", "PhD Fellowship", "MBA Scholars")
// states it even where the source gave no level field; "Undergraduate" is not "graduate".
const graduateTitle =
  /\b(ph\.?d|doctoral|postdoc(toral)?|mba|masters?|master's|medical students?|(?<!under)graduate (students?|assistants?|research|fellows?|interns?))\b/i;

/**
 * The level a listing states only in its title, checked when it has no level field; and, for a
 * high-school student, an internship that states no level at all is left for them to check
 * (internships rarely take high-school students, but an unstated level is not a "no").
 */
function checkTitleLevel(candidate: MatchCandidate, profile: MatchProfile): RequirementCheck | null {
  if (lower(candidate.requiredEducationLevel)) return null;
  const group = educationGroupOf(profile.educationLevel);
  if (group === null) return null;
  const check = (status: EligibilityStatus): RequirementCheck => ({
    criterion: 'educationLevel',
    fact: 'educationLevel',
    status,
    phrase: 'your education level',
  });
  if (graduateTitle.test(candidate.title)) return check(group === 'Graduate' ? 'met' : 'unmet');
  if (candidate.type === 'internship' && group === 'High School') return check('unknown');
  return null;
}

function phraseFor(criterion: EligibilityCriterion, profile: MatchProfile): string {
  switch (criterion) {
    case 'gpa':
      return `your ${profile.gpa ?? ''} GPA`;
    case 'educationLevel':
      return `your education level`;
    case 'major':
      return `your ${profile.intendedMajor ?? ''} major`;
    case 'state':
      return `your ${profile.state ?? ''} residency`;
    case 'country':
      return `your ${profile.country ?? ''} residency`;
  }
}

/** Every requirement the listing states, checked against the (already fact-hidden) profile. */
export function checkRequirements(candidate: MatchCandidate, profile: MatchProfile): RequirementCheck[] {
  const base = evaluateEligibility(candidate, {
    gpa: profile.gpa,
    educationLevel: profile.educationLevel,
    intendedMajor: profile.intendedMajor,
    state: profile.state,
    country: profile.country,
  }).map((check): RequirementCheck => ({
    criterion: check.criterion,
    fact: factOf[check.criterion],
    status: check.status,
    phrase: phraseFor(check.criterion, profile),
  }));
  const extra = [
    checkCitizenship(candidate.residencyRequirement, profile.citizenship),
    checkFirstGeneration(candidate.firstGeneration, profile.firstGeneration),
    checkGender(candidate.genderRequirement, profile.gender),
    checkEthnicity(candidate.ethnicityRequirement, profile.ethnicity),
    checkWorkplace(candidate, profile),
    checkTitleLevel(candidate, profile),
  ].filter((check): check is RequirementCheck => check !== null);
  return [...base, ...extra].map((check) => ({ ...check, stated: factStated(profile, check.fact) }));
}

function factStated(profile: MatchProfile, fact: ProfileFactKey): boolean {
  switch (fact) {
    case 'location':
      return Boolean(lower(profile.state) || lower(profile.country));
    case 'firstGeneration':
      return profile.firstGeneration !== null;
    case 'major':
      return Boolean(lower(profile.intendedMajor));
    default: {
      const value = profile[fact as 'gpa' | 'educationLevel' | 'citizenship' | 'gender' | 'ethnicity'];
      return typeof value === 'string' ? lower(value) !== '' : value !== null && value !== undefined;
    }
  }
}

/** Eligible = no stated requirement the student is known not to meet. */
export const isEligible = (checks: readonly RequirementCheck[]) =>
  checks.every((check) => check.status !== 'unmet');
