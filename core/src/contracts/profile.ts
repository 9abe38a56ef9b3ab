import { z } from '../zod';
import { interestOptions, majors, profileEducationLevels } from '../enums';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, NAME_MIN } from '../limits';

// Product §2 Profile, §3 "profile as edited on screen", §5 skills rules, §8 profile messages:
// written once here for the server's validation and the profile page's forms.

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

const optionalText = (max = PROFILE_TEXT_MAX, message: string = profileMessages.textMax) =>
  z.string().trim().max(max, message).nullable();

const textList = (itemMax = PROFILE_TEXT_MAX) =>
  z
    .array(z.string().trim().max(itemMax, profileMessages.textMax))
    .max(PROFILE_LIST_MAX, profileMessages.listMax)
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => item && !seen.has(skillKey(item)) && seen.add(skillKey(item)));
    });

/** An IANA time zone the runtime knows ("America/Chicago"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** A GPA as typed ("3.6", "3.60"); numbers only, so eligibility can always read it. */
export const gpaText = z
  .string()
  .trim()
  .regex(/^\d(\.\d{1,2})?$/, profileMessages.gpa)
  .refine((value) => Number(value) <= 5, profileMessages.gpa);

/** Section 1, product §3 "profile as edited on screen". */
export const profileBasicsSchema = z.object({
  name: z.string().trim().min(NAME_MIN, profileMessages.nameMin).max(100, profileMessages.nameMax),
  educationLevel: z.enum(profileEducationLevels, { error: profileMessages.educationLevel }).nullable(),
  intendedMajor: z.enum(majors, { error: profileMessages.intendedMajor }).nullable(),
  skills: z
    .array(z.string().trim().min(1).max(50, profileMessages.skillTooLong))
    .max(PROFILE_SKILLS_MAX, profileMessages.skillsMax)
    .superRefine((skills, ctx) => {
      const seen = new Set<string>();
      skills.forEach((skill, index) => {
        if (seen.has(skillKey(skill)))
          ctx.addIssue({ code: 'custom', path: [index], message: profileMessages.skillExists });
        seen.add(skillKey(skill));
      });
    }),
  interests: z
    .array(z.enum(interestLabels, { error: profileMessages.interest }))
    .max(interestLabels.length)
    .transform((labels) => [...new Set(labels)]),
});
export type ProfileBasics = z.infer<typeof profileBasicsSchema>;

/** Section 2: what eligibility checks and recommendations read. Gender and ethnicity stay private. */
export const profileDetailsSchema = z.object({
  gpa: gpaText.nullable(),
  graduationYear: z
    .number({ error: profileMessages.graduationYear })
    .int(profileMessages.graduationYear)
    .min(GRADUATION_YEAR_MIN, profileMessages.graduationYear)
    .max(GRADUATION_YEAR_MAX, profileMessages.graduationYear)
    .nullable(),
  city: optionalText(),
  state: optionalText(),
  country: optionalText(),
  citizenship: optionalText(),
  firstGeneration: z.boolean().nullable(),
  gender: optionalText(),
  ethnicity: optionalText(),
  careerGoals: optionalText(CAREER_GOALS_MAX, profileMessages.careerGoalsMax),
  preferredIndustries: textList(),
  preferredLocations: textList(),
  timeZone: z.string().trim().max(64).refine(isTimeZone, profileMessages.timeZone).nullable(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

/**
 * PUT /api/profile: any of the fields of either section; those sent are saved, the rest stay.
 * Product §7 names the first five; the profile page's first section sends exactly those.
 */
export const updateProfileSchema = profileBasicsSchema
  .partial()
  .extend(profileDetailsSchema.partial().shape)
  .refine((body) => Object.keys(body).length > 0, profileMessages.nothingToSave);
export type UpdateProfile = z.input<typeof updateProfileSchema>;

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

/** GET/PUT /api/profile answer: both sections, for the owner only. */
export const profileSchema = z.object({
  name: z.string().nullable(),
  educationLevel: z.string().nullable(),
  intendedMajor: z.string().nullable(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  gpa: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  citizenship: z.string().nullable(),
  firstGeneration: z.boolean().nullable(),
  gender: z.string().nullable(),
  ethnicity: z.string().nullable(),
  careerGoals: z.string().nullable(),
  preferredIndustries: z.array(z.string()),
  preferredLocations: z.array(z.string()),
  timeZone: z.string().nullable(),
  completion: z.object({
    percent: z.number().int().min(0).max(100),
    done: z.object({
      name: z.boolean(),
      educationLevel: z.boolean(),
      intendedMajor: z.boolean(),
      skills: z.boolean(),
      interests: z.boolean(),
    }),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile fields a detail page's "Add this to your profile" link can open (`/profile#field-gpa`). */
export const profileFieldAnchors = {
  gpa: 'field-gpa',
  educationLevel: 'field-educationLevel',
  major: 'field-intendedMajor',
  state: 'field-state',
  country: 'field-country',
} as const;

/** POST /api/account/delete: the username typed again, so a stray click deletes nothing. */
export const deleteAccountSchema = z.object({
  confirmUsername: z.string().trim().min(1, profileMessages.deleteConfirm).max(50),
});

/** What the deletion removed, kind by kind, so the answer can say it. */
export const accountDeletedSchema = z.object({
  message: z.string(),
  deleted: z.object({
    applications: z.number().int(),
    applicationHistory: z.number().int(),
    documents: z.number().int(),
    applicationDocuments: z.number().int(),
    recommendations: z.number().int(),
    recommendationEvents: z.number().int(),
    aiContent: z.number().int(),
    submissions: z.number().int(),
    sessions: z.number().int(),
    signInHistory: z.number().int(),
    calendarFeeds: z.number().int(),
    /** Listings the user posted stay in the catalog, no longer linked to them. */
    anonymisedListings: z.number().int(),
  }),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;
