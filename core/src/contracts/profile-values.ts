import { interestOptions } from '../enums';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN } from '../limits';

// Plain values of the profile contracts (contracts/profile.ts re-exports them): no zod here, so
// the pages that only need a message, a label or a rule do not load schemas (ADR 038).

export const interestLabels = interestOptions.map((option) => option.label) as unknown as readonly [
  (typeof interestOptions)[number]['label'],
  ...(typeof interestOptions)[number]['label'][],
];
export type InterestLabel = (typeof interestOptions)[number]['label'];

export const PROFILE_SKILLS_MAX = 50;
export const PROFILE_LIST_MAX = 20;
export const PROFILE_TEXT_MAX = 100;
export const CAREER_GOALS_MAX = 2000;

export const profileMessages = {
  updated: 'Profile updated',
  updateFailed: 'Update failed',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  educationLevel: 'Please choose an education level from the list',
  intendedMajor: 'Please choose a major from the list',
  skillExistsTitle: 'Skill already exists',
  skillExists: 'This skill is already in your profile.',
  skillTooLong: 'A skill must be at most 50 characters',
  skillsMax: `At most ${PROFILE_SKILLS_MAX} skills`,
  interest: 'Please choose interests from the list',
  gpa: 'Enter your GPA as a number from 0 to 5, such as 3.6',
  graduationYear: `Graduation year must be between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}`,
  timeZone: 'Please choose a time zone from the list',
  listMax: `At most ${PROFILE_LIST_MAX} entries`,
  textMax: `Must be at most ${PROFILE_TEXT_MAX} characters`,
  careerGoalsMax: `Must be at most ${CAREER_GOALS_MAX} characters`,
  nothingToSave: 'Nothing to save: send at least one profile field',
  deleteConfirm: 'Type your username exactly to confirm',
  accountDeleted: 'Your account and everything in it have been deleted.',
  deleteMismatch: 'The username you typed does not match your account. Nothing was deleted.',
} as const;

/** Trimmed, case-insensitive: "Python" and " python " are the same skill. */
export const skillKey = (skill: string) => skill.trim().toLowerCase();

/**
 * Product §5: an empty entry is ignored, a duplicate refused. Returns the new list, or 'empty' /
 * 'duplicate' so the form can say why nothing was added.
 */
export function addSkill(skills: readonly string[], entry: string): string[] | 'empty' | 'duplicate' {
  const skill = entry.trim();
  if (!skill) return 'empty';
  if (skills.some((existing) => skillKey(existing) === skillKey(skill))) return 'duplicate';
  return [...skills, skill];
}

/** An IANA time zone the runtime knows ("America/Chicago"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export const profileSectionKeys = ['name', 'educationLevel', 'intendedMajor', 'skills', 'interests'] as const;
export type ProfileSectionKey = (typeof profileSectionKeys)[number];

/** Product §2 completion meter: five sections, each done or not, as a whole percentage. */
export function profileCompletion(profile: {
  name: string | null;
  educationLevel: string | null;
  intendedMajor: string | null;
  skills: readonly string[];
  interests: readonly string[];
}): { percent: number; done: Record<ProfileSectionKey, boolean> } {
  const done: Record<ProfileSectionKey, boolean> = {
    name: Boolean(profile.name?.trim()),
    educationLevel: Boolean(profile.educationLevel),
    intendedMajor: Boolean(profile.intendedMajor),
    skills: profile.skills.length > 0,
    interests: profile.interests.length > 0,
  };
  const count = Object.values(done).filter(Boolean).length;
  return { percent: Math.round((count / profileSectionKeys.length) * 100), done };
}

/** The profile fields a detail page's "Add this to your profile" link can open (`/profile#field-gpa`). */
export const profileFieldAnchors = {
  gpa: 'field-gpa',
  educationLevel: 'field-educationLevel',
  major: 'field-intendedMajor',
  state: 'field-state',
  country: 'field-country',
  graduationYear: 'field-graduationYear',
  citizenship: 'field-citizenship',
  firstGeneration: 'field-firstGeneration',
  gender: 'field-gender',
  ethnicity: 'field-ethnicity',
} as const;
