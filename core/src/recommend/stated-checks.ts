// The detail page's "How your profile matches" for what the listing's own words restrict
// (citizenship, gender, heritage, first generation, year, need…): the same checks the
// recommendations exclude and rank by, so the page never says "met" where they say "not met".
import type { ProfileFactKey } from '../contracts/recommendations';
import type { EligibilityStatus } from '../domain/eligibility';
import { restrictionLabels, type Restriction } from '../domain/restrictions';
import { checkRestrictions, type RequirementCheck } from './requirements';
import type { MatchProfile } from './types';

export interface StatedCheck {
  key: string;
  label: string;
  status: EligibilityStatus;
  reason: string;
  /** The profile field that would settle an unknown; null when no field can. */
  field:
    'citizenship' | 'gender' | 'ethnicity' | 'firstGeneration' | 'graduationYear' | 'educationLevel' | null;
}

/** What the profile page calls each fact. */
const factNames: Partial<Record<ProfileFactKey, string>> = {
  citizenship: 'citizenship',
  gender: 'gender',
  ethnicity: 'ethnicity',
  firstGeneration: 'first-generation status',
  educationLevel: 'education level',
  careerGoals: 'career goals',
  location: 'location',
  major: 'intended major',
};

/** GPA, level, field and place already have their own lines, read from the listing's columns. */
function checkedElsewhere(restriction: Restriction): boolean {
  if (restriction.criterion === 'level') return !/ or /i.test(restriction.value);
  if (restriction.criterion === 'residency') return !/^rural\b/i.test(restriction.value);
  return restriction.criterion === 'gpa' || restriction.criterion === 'field';
}

function fieldOf(check: RequirementCheck): StatedCheck['field'] {
  if (check.settledBy === 'graduation year') return 'graduationYear';
  switch (check.fact) {
    case 'citizenship':
    case 'gender':
    case 'ethnicity':
    case 'firstGeneration':
    case 'educationLevel':
      return check.fact;
    default:
      return null;
  }
}

function reasonOf(check: RequirementCheck): string {
  const fact = check.settledBy ?? (check.fact ? factNames[check.fact] : undefined);
  if (check.status === 'met') return fact ? `Met by your ${fact}.` : 'Met by your profile.';
  if (check.status === 'unmet') return fact ? `Not met by your ${fact}.` : 'Not met by your profile.';
  if (check.fact === null && check.requires)
    return `It asks for ${check.requires}, which your profile cannot show: check it with the listing.`;
  return `Add your ${fact ?? 'details'} to your profile to check this.`;
}

/** Each restriction the listing's words state, checked against the profile, in the listing's order. */
export function statedRestrictionChecks(
  listing: { restrictions: readonly Restriction[] | null; requiredEducationLevel: string | null },
  profile: Omit<MatchProfile, 'hiddenFacts' | 'skills' | 'interests' | 'preferredIndustries'>,
  today: string,
): StatedCheck[] {
  const checks: StatedCheck[] = [];
  for (const restriction of listing.restrictions ?? []) {
    if (checkedElsewhere(restriction)) continue;
    const [check] = checkRestrictions(
      { restrictions: [restriction], requiredEducationLevel: listing.requiredEducationLevel },
      { ...profile, skills: [], interests: [], preferredIndustries: [], hiddenFacts: [] },
      today,
    );
    if (!check) continue;
    checks.push({
      key: `${restriction.criterion}:${restriction.value}`,
      label: `${restrictionLabels[restriction.criterion]}: ${restriction.value}`,
      status: check.status,
      reason: reasonOf(check),
      field: fieldOf(check),
    });
  }
  return checks;
}
