import { z } from '../zod';
import { majors, profileEducationLevels } from '../enums';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, NAME_MIN } from '../limits';
import {
  CAREER_GOALS_MAX,
  interestLabels,
  isTimeZone,
  PROFILE_LIST_MAX,
  PROFILE_SKILLS_MAX,
  PROFILE_TEXT_MAX,
  profileMessages,
  skillKey,
} from './profile-values';

// Product §2 Profile, §3 "profile as edited on screen", §5 skills rules, §8 profile messages:
// written once here for the server's validation and the profile page's forms. The plain values
// live apart from the schemas, so a page that needs only a value does not load zod (ADR 038).
export * from './profile-values';

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
