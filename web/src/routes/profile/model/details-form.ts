import { profileDetailsSchema, type Profile, type ProfileDetails } from '@futurefund/core';
import { userTimeZone } from '../../../lib/format';
import { blankToNull, resolverThrough } from './form-values';

export type FirstGenerationChoice = 'yes' | 'no' | '';

/** The "Eligibility & matching details" section as its inputs hold it (text, '' when empty). */
export type DetailsFormValues = {
  gpa: string;
  graduationYear: string;
  city: string;
  state: string;
  country: string;
  citizenship: string;
  firstGeneration: FirstGenerationChoice;
  gender: string;
  ethnicity: string;
  careerGoals: string;
  preferredIndustries: string[];
  preferredLocations: string[];
  timeZone: string;
};

const textFields = ['city', 'state', 'country', 'citizenship', 'gender', 'ethnicity', 'careerGoals'] as const;

/** Every zone the runtime knows, with the browser's own (and the saved one) surely among them. */
export function timeZoneOptions(saved: string | null): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const extra = [saved, userTimeZone()].filter((zone): zone is string => !!zone && !known.includes(zone));
  return [...extra, ...known];
}

export function toDetailsValues(profile: Profile): DetailsFormValues {
  const text = Object.fromEntries(textFields.map((key) => [key, profile[key] ?? ''])) as Record<
    (typeof textFields)[number],
    string
  >;
  return {
    ...text,
    gpa: profile.gpa ?? '',
    graduationYear: profile.graduationYear === null ? '' : String(profile.graduationYear),
    firstGeneration: profile.firstGeneration === null ? '' : profile.firstGeneration ? 'yes' : 'no',
    preferredIndustries: [...profile.preferredIndustries],
    preferredLocations: [...profile.preferredLocations],
    timeZone: profile.timeZone ?? userTimeZone(),
  };
}

/** Only this section's fields; "Prefer not to say" and empty inputs are null. */
export function toDetailsBody(values: DetailsFormValues) {
  const text = Object.fromEntries(textFields.map((key) => [key, blankToNull(values[key])]));
  const year = values.graduationYear.trim();
  return {
    ...text,
    gpa: blankToNull(values.gpa),
    // Not a number stays NaN, which the schema refuses with the graduation-year message.
    graduationYear: year === '' ? null : Number(year),
    firstGeneration: values.firstGeneration === '' ? null : values.firstGeneration === 'yes',
    preferredIndustries: values.preferredIndustries,
    preferredLocations: values.preferredLocations,
    timeZone: blankToNull(values.timeZone),
  };
}

export const detailsResolver = resolverThrough<DetailsFormValues, ProfileDetails>(
  profileDetailsSchema,
  toDetailsBody,
);
