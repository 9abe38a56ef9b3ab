import { profileBasicsSchema, type Profile, type ProfileBasics } from '@futurefund/core';
import { blankToNull, resolverThrough } from './form-values';

/** The "Profile" section as its inputs hold it: selects read '' when nothing is chosen. */
export type BasicsFormValues = {
  name: string;
  educationLevel: string;
  intendedMajor: string;
  skills: string[];
  interests: string[];
};

export function toBasicsValues(profile: Profile): BasicsFormValues {
  return {
    name: profile.name ?? '',
    educationLevel: profile.educationLevel ?? '',
    intendedMajor: profile.intendedMajor ?? '',
    skills: [...profile.skills],
    interests: [...profile.interests],
  };
}

/** Exactly the five fields product §7 names for PUT /api/profile, unchosen selects as null. */
export function toBasicsBody(values: BasicsFormValues) {
  return {
    name: values.name,
    educationLevel: blankToNull(values.educationLevel),
    intendedMajor: blankToNull(values.intendedMajor),
    skills: values.skills,
    interests: values.interests,
  };
}

/** The contract's schema (and so its messages) over what the inputs hold. */
export const basicsResolver = resolverThrough<BasicsFormValues, ProfileBasics>(
  profileBasicsSchema,
  toBasicsBody,
);
