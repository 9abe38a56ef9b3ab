// Criterion-by-criterion "do I qualify?" for the detail page's Eligibility tab (issue 5). Only
// requirements the opportunity states are listed; a requirement the profile cannot answer is
// 'unknown' (the page asks the student to add it) rather than a guess either way.
import type { PublicUser } from '../contracts/auth';
import type { FilterEducationLevel } from '../enums';
import { fieldsMatch } from './fields';

export type EligibilityCriterion = 'gpa' | 'educationLevel' | 'major' | 'state' | 'country';
export type EligibilityStatus = 'met' | 'unmet' | 'unknown';
export type EligibilityCheck = {
  criterion: EligibilityCriterion;
  label: string;
  status: EligibilityStatus;
  reason: string;
};

/** The stated requirements (both detail contracts have these; maxGPA only scholarships). */
export type EligibilityOpportunity = {
  minGPA: number | null;
  maxGPA?: number | null;
  requiredEducationLevel: string | null;
  requiredMajors: readonly string[];
  requiredStates: readonly string[];
  requiredCountries: readonly string[];
};

/** The profile fields that answer them. */
export type EligibilityProfile = Partial<
  Pick<PublicUser, 'gpa' | 'educationLevel' | 'intendedMajor' | 'state' | 'country'>
>;
export type EducationGroup = Exclude<FilterEducationLevel, 'Any'>;

const lower = (text: string) => text.trim().toLowerCase();
const blank = (text: string | null | undefined): text is null | undefined | '' => !text?.trim();
const unknown = (what: string) => `Add your ${what} to your profile to check this.`;

/** A free-text GPA ("3.8", "3.6 / 4.0", "4.5 out of 5") on the listings' 4-point scale, or null. */
export function parseGpa(text: string | null | undefined): number | null {
  const match = /(\d+(?:\.\d+)?)(?:\s*(?:\/|out of)\s*(\d+(?:\.\d+)?))?/i.exec(text ?? '');
  if (!match) return null;
  const value = Number(match[1]);
  const scale = match[2] === undefined ? 4 : Number(match[2]);
  if (scale <= 0 || value > Math.max(scale, 5)) return null;
  const onFourScale = scale === 4 ? value : (value * 4) / scale;
  // Weighted high-school GPAs go past 4.0; nothing real goes past 5.
  return onFourScale <= 5 ? Math.round(onFourScale * 100) / 100 : null;
}

/**
 * Profile levels (product §3 enumerations) grouped into the listing levels: High School stays,
 * Associate's and Bachelor's are Undergraduate, Master's and Doctorate are Graduate.
 */
export function educationGroupOf(level: string | null | undefined): EducationGroup | null {
  const text = lower(level ?? '');
  if (text.includes('high school')) return 'High School';
  if (/undergrad|associate|bachelor/.test(text)) return 'Undergraduate';
  if (/graduate|master|doctor|ph\.?d/.test(text)) return 'Graduate';
  return null;
}

const gpaText = (gpa: number) => (Number.isInteger(gpa) ? gpa.toFixed(1) : String(gpa));

const checker =
  (criterion: EligibilityCriterion, label: string) =>
  (status: EligibilityStatus, reason: string): EligibilityCheck => ({ criterion, label, status, reason });

function checkGpa(min: number | null, max: number | null, profileGpa: string | null | undefined) {
  const check = checker(
    'gpa',
    min !== null && max !== null
      ? `GPA between ${gpaText(min)} and ${gpaText(max)}`
      : min !== null
        ? `Minimum GPA ${gpaText(min)}`
        : `GPA ${gpaText(max!)} or lower`,
  );
  if (blank(profileGpa)) return check('unknown', unknown('GPA'));
  const gpa = parseGpa(profileGpa);
  if (gpa === null)
    return check('unknown', `We could not read "${profileGpa}" as a GPA; update it in your profile.`);
  if (min !== null && gpa < min)
    return check('unmet', `Your GPA of ${gpaText(gpa)} is below the minimum of ${gpaText(min)}.`);
  if (max !== null && gpa > max)
    return check('unmet', `Your GPA of ${gpaText(gpa)} is above the maximum of ${gpaText(max)}.`);
  return check('met', `Your GPA of ${gpaText(gpa)} is within the requirement.`);
}

function checkEducationLevel(required: string, profileLevel: string | null | undefined) {
  const check = checker('educationLevel', `Education level: ${required}`);
  if (lower(required) === 'any') return check('met', 'Open to every education level.');
  if (blank(profileLevel)) return check('unknown', unknown('education level'));
  const group = educationGroupOf(profileLevel);
  if (group === null)
    return check('unknown', `We could not match "${profileLevel}" to a level; update your profile.`);
  return lower(group) === lower(required)
    ? check('met', `Your education level (${profileLevel}) counts as ${group}.`)
    : check('unmet', `This is for ${required} students; your profile says ${profileLevel} (${group}).`);
}

/** The same field in any words: "Nursing" meets "Health Sciences" (domain/fields.ts). */
function checkMajor(majors: readonly string[], intended: string | null | undefined) {
  const check = checker('major', `Major: ${majors.join(', ')}`);
  if (blank(intended)) return check('unknown', unknown('intended major'));
  const hit = majors.find((major) => fieldsMatch(major, intended));
  return hit
    ? check('met', `Your intended major (${intended}) matches ${hit}.`)
    : check('unmet', `Your intended major (${intended}) is not one of the listed majors.`);
}

// Listings store full state names; students often type the postal code or "USA".
const US_STATE_CODES =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|PR Puerto Rico|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming';
const stateNames = new Map(
  US_STATE_CODES.split('|').map((pair) => [lower(pair.slice(0, 2)), lower(pair.slice(3))]),
);
const countryAliases = new Map([
  ...['us', 'usa', 'u.s.', 'u.s.a.', 'united states of america'].map(
    (alias) => [alias, 'united states'] as const,
  ),
  ...['uk', 'u.k.', 'great britain'].map((alias) => [alias, 'united kingdom'] as const),
]);

function checkPlace(kind: 'state' | 'country', places: readonly string[], mine: string | null | undefined) {
  const check = checker(kind, `${kind === 'state' ? 'State or province' : 'Country'}: ${places.join(', ')}`);
  if (blank(mine)) return check('unknown', unknown(kind));
  const aliases = kind === 'state' ? stateNames : countryAliases;
  const key = (place: string) => aliases.get(lower(place)) ?? lower(place);
  return places.some((place) => key(place) === key(mine))
    ? check('met', `You live in ${mine}, which is eligible.`)
    : check('unmet', `Open to residents of ${places.join(', ')}; you live in ${mine}.`);
}

/**
 * Every lower-case spelling `checkPlace` treats as the same place as `place` ("CA" and
 * "california"; "usa" and "united states"), so SQL can pre-filter listings exactly as it decides.
 */
export function equivalentPlaceNames(kind: 'state' | 'country', place: string): string[] {
  const aliases = kind === 'state' ? stateNames : countryAliases;
  const key = aliases.get(lower(place)) ?? lower(place);
  const names = [key, lower(place)];
  for (const [alias, target] of aliases) if (target === key) names.push(alias);
  return [...new Set(names)];
}

/** Every stated requirement of the opportunity, checked against the profile. */
export function evaluateEligibility(
  opportunity: EligibilityOpportunity,
  profile: EligibilityProfile,
): EligibilityCheck[] {
  const checks: EligibilityCheck[] = [];
  const { minGPA, maxGPA = null, requiredEducationLevel, requiredMajors } = opportunity;
  if (minGPA !== null || maxGPA !== null) checks.push(checkGpa(minGPA, maxGPA, profile.gpa));
  if (!blank(requiredEducationLevel))
    checks.push(checkEducationLevel(requiredEducationLevel, profile.educationLevel));
  if (requiredMajors.length > 0) checks.push(checkMajor(requiredMajors, profile.intendedMajor));
  if (opportunity.requiredStates.length > 0)
    checks.push(checkPlace('state', opportunity.requiredStates, profile.state));
  if (opportunity.requiredCountries.length > 0)
    checks.push(checkPlace('country', opportunity.requiredCountries, profile.country));
  return checks;
}
