// Hard eligibility for recommendations: every requirement a listing states, checked against what
// the student has stated. 'unmet' means the student is known not to qualify, and such a listing is
// never recommended; 'unknown' (the profile does not say) lowers the score instead. The five
// checks of the detail page (GPA, level, major, state, country) come from domain/eligibility.ts so
// the two never disagree; citizenship, first-generation, gender, ethnicity and, for internships,
// the place of work are added here.
import { profileFactLabels, type ProfileFactKey } from '../contracts/recommendations';
import {
  educationGroupOf,
  evaluateEligibility,
  parseGpa,
  type EligibilityCriterion,
  type EligibilityStatus,
} from '../domain/eligibility';
import { fieldsMatch } from '../domain/fields';
import { isCanadianProvince } from '../domain/places/canada';
import { countryFromName, EU_EEA_CODES, EU_GROUP } from '../domain/places/countries';
import { indianStateFromName } from '../domain/places/india';
import { usStateFromCode, usStateFromName } from '../domain/places/us-states';
import { asianOrigins } from '../domain/heritage';
import type { Restriction } from '../domain/restrictions';
import type { MatchCandidate, MatchProfile } from './types';

/** Restrictions no profile field can settle: they lower the score and the reasoning names them. */
const unsettledCriteria = [
  'school',
  'need',
  'disability',
  'military',
  'membership',
  'age',
  'rural',
  'parent',
] as const;
export type UnsettledCriterion = (typeof unsettledCriteria)[number];

export type RequirementCriterion =
  | EligibilityCriterion
  | 'citizenship'
  | 'firstGeneration'
  | 'gender'
  | 'ethnicity'
  | 'workplace'
  | 'year'
  | UnsettledCriterion;

export interface RequirementCheck {
  criterion: RequirementCriterion;
  /** The profile fact that settles it; null when the profile has no field for it (military, age…). */
  fact: ProfileFactKey | null;
  status: EligibilityStatus;
  /** How the reasoning names a met requirement: "your 3.6 GPA". */
  phrase: string;
  /** Whether the profile states the fact: an unknown with the fact stated cannot be decided from it. */
  stated?: boolean;
  /** For a requirement no profile field settles: what the listing asks, "a military connection". */
  requires?: string;
  /** A profile field, not one of the engine's facts, that would settle an unknown: "graduation year". */
  settledBy?: string;
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
  year: 'year of study',
  school: 'school requirement',
  need: 'financial need requirement',
  disability: 'disability requirement',
  military: 'military requirement',
  membership: 'membership requirement',
  age: 'age requirement',
  rural: 'rural residency requirement',
  parent: 'family requirement',
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
    .flatMap((part): (string | null)[] => (EU_GROUP.test(part) ? [...EU_EEA_CODES] : [countryFromName(part)]))
    .filter((code): code is string => code !== null);
  return [...new Set(codes)];
}

const residentWords = 'permanent residents?|green card|noncitizens?|non-citizens?';

function checkCitizenship(requirement: string | null, citizenship: string | null): RequirementCheck | null {
  const text = lower(requirement);
  if (!/citizen|national/.test(text)) return null;
  // "Not citizens of Canada (international students)": the country's own citizens are the ones left out.
  const excluding = /^not citizens? of\b/.test(text);
  const required = countriesIn(excluding ? text.replace(/^not\b|\(.*\)/g, '') : text);
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
  if (excluding)
    return myCountry === null ? check('unknown') : check(required.includes(myCountry) ? 'unmet' : 'met');
  if (myCountry !== null && required.includes(myCountry)) return check('met');
  if (wordIn(mine, residentWords) && wordIn(text, residentWords)) return check('met');
  // "Citizens of the United States, permanent residents or DACA recipients".
  if (wordIn(mine, 'daca') && wordIn(text, 'daca')) return check('met');
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

/**
 * The groups a text names. A student's own heritage ("Korean American") is also the wider group
 * (Asian); a listing's ("Korean") is only itself.
 */
function ethnicityKeys(text: string, own = false): { keys: Set<string>; generic: boolean } {
  const parts = lower(text)
    .replace(/[()]/g, '/')
    .split(/[/,;:]| or | and /)
    .map((part) => part.trim())
    .filter(Boolean);
  const keys = new Set<string>();
  let generic = false;
  for (const part of parts) {
    const origin = asianOrigins.find(([, names]) => wordIn(part, names));
    const group = Object.entries(ethnicityGroups).find(([, names]) => wordIn(part, names));
    if (origin) keys.add(lower(origin[0]));
    if (origin && own) keys.add('asian');
    if (group) keys.add(group[0]);
    else if (!origin) {
      if (genericEthnicity.test(part)) generic = true;
      else keys.add(part);
    }
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
  const mine = ethnicityKeys(ethnicity!, true);
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
/** Graduate-only words in a title; a "summer associate" is the MBA or law student's internship. */
const graduateTitle =
  /\b(ph\.?d|doctoral|postdoc(toral)?|mba|masters?|master's|medical students?|summer associates?|(?<!under)graduate (students?|assistants?|research|fellows?|interns?))\b/i;

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

const DOCTORAL_TITLE = /\bph\.?\s?d\b|\bdoctoral\b/i;
const MASTERS_TOO = /\bmaster|\bm\.?s\.?\b|\bmsc\b/i;

/** "Research Scientist Intern - PhD": a title naming only doctoral students is not for a master's student. */
function checkDoctoralTitle(candidate: MatchCandidate, profile: MatchProfile): RequirementCheck | null {
  if (!DOCTORAL_TITLE.test(candidate.title) || MASTERS_TOO.test(candidate.title)) return null;
  if (educationGroupOf(profile.educationLevel) !== 'Graduate') return null;
  return {
    criterion: 'educationLevel',
    fact: 'educationLevel',
    status: /doctor|ph\.?\s?d/i.test(profile.educationLevel ?? '') ? 'met' : 'unmet',
    phrase: 'your education level',
  };
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

const countryOf = (place: string | null) => (lower(place) ? countryFromName(place!) : null);

/** The country a state or province belongs to, for the states the listings name. */
function countryOfState(state: string): string | null {
  if (usStateFromName(state) || usStateFromCode(state)) return 'US';
  if (indianStateFromName(state)) return 'IN';
  if (isCanadianProvince(state)) return 'CA';
  return null;
}

const sameState = (a: string, b: string) =>
  lower(a) === lower(b) ||
  (usStateFromName(a) ?? usStateFromCode(a) ?? indianStateFromName(a) ?? a.toLowerCase()) ===
    (usStateFromName(b) ?? usStateFromCode(b) ?? indianStateFromName(b) ?? b.toLowerCase());

/** "Residents of West Bengal": the student's state, or their country when the place is one. */
function checkResidency(value: string, profile: MatchProfile): RequirementCheck | null {
  // No profile field says whether home is rural: the listing's ask is named.
  if (/^rural\b/i.test(value))
    return {
      criterion: 'rural',
      fact: null,
      status: 'unknown',
      phrase: requirementNames.rural,
      requires: unsettledRequirement('rural', value),
    };
  const place = value.replace(/^\s*(?:permanent\s+)?residents?\s+of\s+(?:the\s+)?/i, '').trim();
  if (!place) return null;
  const country = countryOf(place);
  const mine = countryOf(profile.country);
  if (country !== null) {
    const status: EligibilityStatus = mine === null ? 'unknown' : mine === country ? 'met' : 'unmet';
    return {
      criterion: 'country',
      fact: 'location',
      status,
      phrase: `your ${profile.country ?? ''} residency`,
    };
  }
  const stateCountry = countryOfState(place);
  if (stateCountry === null) return null;
  const check = (status: EligibilityStatus): RequirementCheck => ({
    criterion: 'state',
    fact: 'location',
    status,
    phrase: `your ${profile.state ?? ''} residency`,
  });
  if (lower(profile.state)) return check(sameState(place, profile.state!) ? 'met' : 'unmet');
  if (mine !== null && mine !== stateCountry) return check('unmet');
  return check('unknown');
}

/** "Graduate" or "Undergraduate or Graduate" as a restriction: the student's level band. */
function checkLevel(value: string, profile: MatchProfile): RequirementCheck | null {
  const wanted = value
    .split(/\s+or\s+/i)
    .map((band) => educationGroupOf(band) ?? (/high school/i.test(band) ? 'High School' : null))
    .filter((band) => band !== null);
  if (wanted.length === 0) return null;
  const group = educationGroupOf(profile.educationLevel);
  const status: EligibilityStatus = group === null ? 'unknown' : wanted.includes(group) ? 'met' : 'unmet';
  return { criterion: 'educationLevel', fact: 'educationLevel', status, phrase: 'your education level' };
}

/** "STEM, Engineering": any of the fields, through their families (domain/fields.ts). */
function checkField(value: string, profile: MatchProfile): RequirementCheck {
  const fields = value
    .split(/,|;| or /)
    .map((field) => field.trim())
    .filter(Boolean);
  const major = profile.intendedMajor;
  const status: EligibilityStatus = !lower(major)
    ? 'unknown'
    : fields.some((field) => fieldsMatch(field, major!))
      ? 'met'
      : 'unmet';
  return { criterion: 'major', fact: 'major', status, phrase: `your ${major ?? ''} major` };
}

function checkGpaRestriction(value: string, profile: MatchProfile): RequirementCheck | null {
  const minimum = /(\d+(?:\.\d+)?)/.exec(value);
  if (!minimum || !/min/i.test(value)) return null;
  const gpa = parseGpa(profile.gpa);
  const status: EligibilityStatus = gpa === null ? 'unknown' : gpa >= Number(minimum[1]) ? 'met' : 'unmet';
  return { criterion: 'gpa', fact: 'gpa', status, phrase: `your ${profile.gpa ?? ''} GPA` };
}

/** The school year that ends next summer: in December 2026, the class of 2027 are seniors. */
function schoolYearEnd(today: string): number {
  const [year, month] = today.split('-').map(Number);
  return month! >= 7 ? year! + 1 : year!;
}

const collegeYears: [RegExp, number][] = [
  [/\b(?:freshm[ae]n|first[- ]year)\b/, 1],
  [/\b(?:sophomores?|second[- ]year)\b/, 2],
  [/\b(?:juniors?|third[- ]year)\b/, 3],
  [/\b(?:seniors?|fourth[- ]year|final[- ]year)\b/, 4],
];

/**
 * A year of study ("High school seniors", "Class 9-12", "Second-year undergraduates") against the
 * student's level and, where it says more, their graduation year.
 */
function checkYear(
  value: string,
  candidate: Pick<MatchCandidate, 'requiredEducationLevel'>,
  profile: MatchProfile,
  today: string | undefined,
): RequirementCheck | null {
  const text = lower(value);
  const group = educationGroupOf(profile.educationLevel);
  const years = profile.graduationYear && today ? profile.graduationYear - schoolYearEnd(today) : null;
  const check = (status: EligibilityStatus): RequirementCheck => ({
    criterion: 'year',
    fact: 'educationLevel',
    status,
    phrase: 'your year of study',
    requires: lower(value),
    ...(status === 'unknown' && group !== null && years === null ? { settledBy: 'graduation year' } : {}),
  });
  // "Class 9-10", "Class 11 & 12", "Class 9 / Class 10", "Class 1 to Class 10".
  const classes = /\bclass(?:es)?\s*(\d+)(?:\s*(?:-|–|to|&|and|\/)\s*(?:class\s*)?(\d+))?/.exec(text);
  const schoolWords = /high[- ]school|secondary|rising freshm|incoming freshm/.test(text);
  if (classes || schoolWords) {
    if (group === null) return check('unknown');
    if (group !== 'High School') return check('unmet');
    let [low, high] = classes ? [Number(classes[1]), Number(classes[2] ?? classes[1])] : [9, 12];
    if (/senior|rising freshm|incoming freshm/.test(text)) low = high = 12;
    else if (/junior/.test(text)) low = high = 11;
    if (years === null) return check(low <= 9 && high >= 12 ? 'met' : 'unknown');
    const grade = 12 - years;
    return check(grade >= low && grade <= high ? 'met' : 'unmet');
  }
  // Every year the value names: "Sophomores/juniors" is open to both.
  const named = collegeYears.filter(([words]) => words.test(text)).map(([, year]) => year);
  const college = /college|undergrad|universit/.test(text);
  if (named.length === 0 && !college) return null;
  if (group === null) return check('unknown');
  const forSchool = lower(candidate.requiredEducationLevel) === 'high school';
  if (group === 'High School') return check(forSchool ? 'unknown' : 'unmet');
  if (group === 'Graduate') return check(named.includes(1) && !college ? 'unknown' : 'unmet');
  if (named.length === 0 || years === null || /graduating/.test(text)) return check('unknown');
  const length = /associate/i.test(profile.educationLevel ?? '') ? 2 : 4;
  const mine = length - years;
  if (mine < 1 || mine > length) return check('unknown');
  return check(named.includes(mine) ? 'met' : 'unmet');
}

/** Words of a level list ("Class 9-12 / Graduation (UG) / Post-Graduation (PG)") naming each band. */
const bandWords: Record<string, RegExp> = {
  'High School': /\bclass(?:es)?\s*\d|\bschool\b|high school|secondary/i,
  Undergraduate: /\bug\b|undergraduate|\bgraduation\b|bachelor|diploma/i,
  Graduate: /\bpg\b|post-?graduat|master|ph\.?\s?d|doctora/i,
};

/**
 * A level or year read from a list that also names the student's band: "Level: Class 9-12 /
 * Graduation (UG) / PG" is open to an undergraduate though its first entry is a school class.
 */
function alsoNames(restriction: Restriction, profile: MatchProfile): boolean {
  const group = educationGroupOf(profile.educationLevel);
  // "Undergraduate or Graduate" already names every band of its list.
  if (group === null || !/\/|,/.test(restriction.evidence) || / or /i.test(restriction.value)) return false;
  // "Class 9" read from "Class 9 / Class 10" is the student's own band: it is checked.
  if (bandWords[group]!.test(restriction.value)) return false;
  return bandWords[group]!.test(restriction.evidence.replace(restriction.value, ''));
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What a requirement no profile field settles asks for, as the reasoning says it. */
function unsettledRequirement(criterion: UnsettledCriterion, value: string): string {
  switch (criterion) {
    case 'military':
      return 'a military connection';
    case 'disability':
      return 'a disability';
    case 'membership':
      return lowerFirst(value.replace(/^member of\b/i, 'membership of'));
    case 'age':
      return `age ${value.replace(/^ages?\s+/i, '').toLowerCase()}`;
    case 'rural':
      return 'living in a rural area or small town';
    case 'parent':
      return lowerFirst(value);
    case 'need':
      return /^financial need$/i.test(value.trim()) ? 'financial need' : lowerFirst(value);
    case 'school':
      return /^a school\b/i.test(value) ? `attending ${lowerFirst(value)}` : lowerFirst(value);
  }
}

/** An amount in lakh ("₹2.5 lakh", "1.8 lakh"), in lakh; null when none is written. */
function lakhIn(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*lakh/i.exec(text);
  if (match) return Number(match[1]);
  const thousand = /(\d+(?:\.\d+)?)\s*thousand/i.exec(text);
  return thousand && /₹|rs\.?|inr/i.test(text) ? Number(thousand[1]) / 100 : null;
}

const NEED_WORDS =
  /low[- ](?:family )?income|limited income|financial (?:need|aid|hardship)|need financial|can(?:no|')t afford|pell[- ]eligible/i;

/**
 * Financial need has no profile field, but the student may describe it in their career goals ("low
 * family income", "family income about 1.8 lakh a year"): an income limit is then compared, a need
 * described is met; otherwise the listing's ask is named.
 */
function checkNeed(value: string, profile: MatchProfile): RequirementCheck {
  const goals = profile.careerGoals ?? '';
  const check = (status: EligibilityStatus): RequirementCheck => ({
    criterion: 'need',
    fact: status === 'unknown' ? null : 'careerGoals',
    status,
    phrase: 'the financial need you describe',
    requires: unsettledRequirement('need', value),
  });
  const limit = lakhIn(value);
  const income = /income/i.test(goals) ? lakhIn(goals) : null;
  if (limit !== null && income !== null) return check(income <= limit ? 'met' : 'unmet');
  if (limit === null && NEED_WORDS.test(goals)) return check('met');
  return check('unknown');
}

/** "A school in New York": met when the student's goals name it, otherwise asked for. */
function checkSchool(value: string, profile: MatchProfile): RequirementCheck {
  const place = value
    .replace(/^a school in\s+/i, '')
    .trim()
    .toLowerCase();
  const named = [profile.careerGoals, ...profile.preferredLocations]
    .filter(Boolean)
    .some((text) => place.length > 2 && text!.toLowerCase().includes(place));
  return {
    criterion: 'school',
    fact: named ? 'careerGoals' : null,
    status: named ? 'met' : 'unknown',
    phrase: 'the school you name',
    requires: unsettledRequirement('school', value),
  };
}

const INSTITUTION =
  /\b(?:university|universit[äé]t?|college|school of|business school|polytechnic|academy|hochschule)\b/i;

/** A school named for its city ("London Business School", "University of Victoria") is in that city. */
export function institutionNamesPlace(candidate: MatchCandidate, place: string | null | undefined): boolean {
  const provider = candidate.provider?.trim() ?? '';
  const wanted = place?.trim() ?? '';
  if (candidate.type !== 'scholarship' || !INSTITUTION.test(provider) || wanted.length < 3) return false;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${escaped}\\b`, 'i').test(provider);
}

/**
 * A scholarship a university or college gives on its own campus is, as a rule, for its own
 * students: met when the student names the school or its city (in their goals, city or preferred
 * places), otherwise it says which school it asks for.
 */
function checkInstitution(candidate: MatchCandidate, profile: MatchProfile): RequirementCheck | null {
  const provider = candidate.provider?.trim();
  const campus = candidate.location?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (candidate.type !== 'scholarship' || !provider || !INSTITUTION.test(provider) || !campus) return null;
  if (countryFromName(campus) !== null) return null;
  const mine = [profile.careerGoals, profile.city, ...profile.preferredLocations]
    .filter((text): text is string => Boolean(text?.trim()))
    .map((text) => text.toLowerCase());
  const name = provider.toLowerCase().replace(/^the\s+/, '');
  const named =
    mine.some((text) => text.includes(name) || text.includes(campus) || campus.includes(text)) ||
    [profile.city, ...profile.preferredLocations].some((place) => institutionNamesPlace(candidate, place));
  return {
    criterion: 'school',
    fact: named ? 'careerGoals' : null,
    status: named ? 'met' : 'unknown',
    phrase: `your choice of ${provider}`,
    requires: `attending ${provider}`,
  };
}

const unsettled = new Set<string>(unsettledCriteria);

/**
 * The restrictions read from the listing's words (domain/restrictions.ts, ADR 065), each checked
 * against the profile field that settles it; one no field settles is 'unknown' and says what it asks.
 */
export function checkRestrictions(
  candidate: Pick<MatchCandidate, 'restrictions' | 'requiredEducationLevel'>,
  profile: MatchProfile,
  today?: string,
): RequirementCheck[] {
  const checks: RequirementCheck[] = [];
  for (const restriction of candidate.restrictions ?? ([] as readonly Restriction[])) {
    const value = restriction.value?.trim() ?? '';
    if (!value) continue;
    if (
      (restriction.criterion === 'level' || restriction.criterion === 'year') &&
      alsoNames(restriction, profile)
    )
      continue;
    let check: RequirementCheck | null = null;
    switch (restriction.criterion) {
      case 'residency':
        check = checkResidency(value, profile);
        break;
      case 'citizenship':
        check = checkCitizenship(value, profile.citizenship);
        break;
      case 'level':
        check = checkLevel(value, profile);
        break;
      case 'year':
        check = checkYear(value, candidate, profile, today);
        break;
      case 'field':
        check = checkField(value, profile);
        break;
      case 'gpa':
        check = checkGpaRestriction(value, profile);
        break;
      case 'gender':
        check = checkGender(value, profile.gender);
        break;
      case 'ethnicity':
        check = checkEthnicity(value, profile.ethnicity);
        break;
      case 'firstGeneration':
        check = checkFirstGeneration(true, profile.firstGeneration);
        break;
      case 'need':
        check = checkNeed(value, profile);
        break;
      case 'school':
        check = checkSchool(value, profile);
        break;
      default:
        if (unsettled.has(restriction.criterion)) {
          const criterion = restriction.criterion as UnsettledCriterion;
          check = {
            criterion,
            fact: null,
            status: 'unknown',
            phrase: requirementNames[criterion],
            requires: unsettledRequirement(criterion, value),
          };
        }
    }
    if (check) checks.push(check);
  }
  return checks;
}

/**
 * The column checks and the restriction checks as one list: a restriction that repeats a column's
 * requirement adds nothing unless it decides more (the column could not tell, or the words exclude).
 */
function mergeChecks(columns: RequirementCheck[], restrictions: RequirementCheck[]): RequirementCheck[] {
  const merged = [...columns];
  for (const check of restrictions) {
    const index = merged.findIndex((known) => known.criterion === check.criterion);
    if (index < 0) {
      if (!merged.some((known) => known.criterion === check.criterion && known.requires === check.requires))
        merged.push(check);
      continue;
    }
    const known = merged[index]!;
    if (check.status === 'unmet' || (known.status === 'unknown' && check.status === 'met'))
      merged[index] = check;
  }
  return merged;
}

/** Every requirement the listing states, checked against the (already fact-hidden) profile. */
export function checkRequirements(
  candidate: MatchCandidate,
  profile: MatchProfile,
  today?: string,
): RequirementCheck[] {
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
    checkDoctoralTitle(candidate, profile),
    checkInstitution(candidate, profile),
  ].filter((check): check is RequirementCheck => check !== null);
  const checks = mergeChecks([...base, ...extra], checkRestrictions(candidate, profile, today));
  const audience = audienceChecks(candidate, profile).filter(
    (check) => !checks.some((known) => known.criterion === check.criterion),
  );
  return [...checks, ...audience].map((check) => ({
    ...check,
    stated: factStated(profile, check.fact),
  }));
}

/**
 * The audience tags (read from a listing's words at import) that name a group, each with the
 * criterion a member meets; the catalog's `targeted` column and the candidate query read the list.
 */
export const audienceTags = {
  women: 'gender',
  'first-gen': 'firstGeneration',
  black: 'ethnicity',
  'hispanic-latino': 'ethnicity',
  indigenous: 'ethnicity',
} as const satisfies Record<string, RequirementCriterion>;
type AudienceTag = keyof typeof audienceTags;
const heritageOfTag: Partial<Record<AudienceTag, string>> = {
  black: 'black',
  'hispanic-latino': 'hispanic',
  indigenous: 'indigenous',
};

/** The audience tags naming a group the (fact-hidden) profile says the student is in. */
export function audienceTagsOf(profile: MatchProfile): AudienceTag[] {
  const heritage = lower(profile.ethnicity)
    ? ethnicityKeys(profile.ethnicity!, true).keys
    : new Set<string>();
  return (Object.keys(audienceTags) as AudienceTag[]).filter((tag) =>
    tag === 'women'
      ? /^(?:female|woman|women)$/i.test(profile.gender?.trim() ?? '')
      : tag === 'first-gen'
        ? profile.firstGeneration === true
        : heritage.has(heritageOfTag[tag] ?? ''),
  );
}

const audienceFacts: Record<AudienceTag, { fact: ProfileFactKey; phrase: string }> = {
  women: { fact: 'gender', phrase: 'who it is for' },
  'first-gen': { fact: 'firstGeneration', phrase: 'first-generation status' },
  black: { fact: 'ethnicity', phrase: 'your background' },
  'hispanic-latino': { fact: 'ethnicity', phrase: 'your background' },
  indigenous: { fact: 'ethnicity', phrase: 'your background' },
};

/**
 * A listing written for a group the student says they belong to, without making it a rule
 * ("primarily African American students", "for women in STEM"): met, so it counts as written for
 * them; one the student is not in stays open to them, as its words do not restrict it.
 */
function audienceChecks(candidate: MatchCandidate, profile: MatchProfile): RequirementCheck[] {
  const checks: RequirementCheck[] = [];
  for (const tag of audienceTagsOf(profile)) {
    const criterion = audienceTags[tag];
    if (!candidate.tags.includes(tag) || checks.some((check) => check.criterion === criterion)) continue;
    checks.push({ criterion, ...audienceFacts[tag], status: 'met' });
  }
  return checks;
}

function factStated(profile: MatchProfile, fact: ProfileFactKey | null): boolean {
  switch (fact) {
    case null:
      return false;
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

/** The unknowns of a listing as the reasoning names them: facts to add, asks no field settles, the rest. */
export function unknownsOf(checks: readonly RequirementCheck[], hiddenFacts: readonly ProfileFactKey[]) {
  const unknown = checks.filter((check) => check.status === 'unknown');
  const toAdd = unknown.filter(
    (check) => check.fact !== null && !check.stated && !hiddenFacts.includes(check.fact),
  );
  const settled = unknown.filter((check) => check.settledBy && !toAdd.includes(check));
  const asks = unknown.filter((check) => check.fact === null && check.requires);
  const unchecked = unknown.filter(
    (check) => !toAdd.includes(check) && !settled.includes(check) && !asks.includes(check),
  );
  return {
    /** Profile facts to add ("GPA"), then other profile fields ("graduation year"). */
    missing: [
      ...new Set([
        ...toAdd.map((check) => profileFactLabels[check.fact!]),
        ...settled.map((check) => check.settledBy!),
      ]),
    ],
    missingFacts: [...new Set(toAdd.map((check) => check.fact!))],
    /** What the listing asks that no profile field says: "a military connection". */
    requires: [...new Set(asks.map((check) => check.requires!))],
    unchecked: [...new Set(unchecked.map((check) => requirementNames[check.criterion]))],
  };
}
