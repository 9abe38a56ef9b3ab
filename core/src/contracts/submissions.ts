import { z } from '../zod';
import { approvalStatuses, filterEducationLevels, opportunityTypes } from '../enums';
import { submissionMessages } from './submission-messages';

/**
 * Contributor submissions (product §2 Submit opportunity, §4 submission/approval, §5 opportunity
 * submission rules, §8 submission messages). One schema validates the form and the server.
 */
// The texts live in a zod-free module: the app shell shows one of them on its first load.
export { submissionMessages } from './submission-messages';

const LIST_MAX = 30;
const ITEM_MAX = 80;

const trimmed = (max: number, message: string) => z.string().trim().max(max, message);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, submissionMessages.deadlineFormat)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), submissionMessages.deadlineFormat);
const optionalDate = z
  .union([isoDate, z.literal('')])
  .optional()
  .transform((value) => (value ? value : undefined));
/** List items are trimmed; empty ones are dropped (product §5), duplicates kept once. */
const textList = z
  .array(z.string().trim().max(ITEM_MAX, submissionMessages.listItem))
  .max(LIST_MAX, submissionMessages.listLength)
  .default([])
  .transform((items) => [...new Set(items.filter((item) => item !== ''))]);
const webUrl = z
  .string()
  .trim()
  .max(2000, submissionMessages.url)
  .refine((value) => {
    if (value === '') return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, submissionMessages.url)
  .optional()
  .transform((value) => (value ? value : undefined));

/** The contributor form's fields (product §3 "Opportunity submission"). */
export const opportunitySubmissionSchema = z
  .object({
    type: z.enum(opportunityTypes, { error: submissionMessages.typeRequired }),
    title: trimmed(200, submissionMessages.titleMax).min(5, submissionMessages.titleMin),
    description: trimmed(5000, submissionMessages.descriptionMax).min(20, submissionMessages.descriptionMin),
    eligibility: optionalText(2000),
    url: webUrl,
    awardAmount: optionalText(100),
    dueDate: optionalDate,
    company: optionalText(200),
    position: optionalText(200),
    startDate: optionalDate,
    endDate: optionalDate,
    isPaid: z.boolean().default(false),
    salaryRange: optionalText(100),
    location: optionalText(200),
    isRemote: z.boolean().default(false),
    isHybrid: z.boolean().default(false),
    minGPA: z
      .string()
      .trim()
      .optional()
      .refine(
        (value) => !value || (/^\d(\.\d{1,2})?$/.test(value) && Number(value) <= 5),
        submissionMessages.gpa,
      )
      .transform((value) => (value ? value : undefined)),
    requiredEducationLevel: z.enum(filterEducationLevels).default('Any'),
    requiredMajors: textList,
    requiredSkills: textList,
    essayRequired: z.boolean().default(false),
    transcriptRequired: z.boolean().default(false),
    lettersOfRecRequired: z
      .number({ error: submissionMessages.letters })
      .int(submissionMessages.letters)
      .min(0, submissionMessages.letters)
      .max(5, submissionMessages.letters)
      .default(0),
    tags: textList,
  })
  .superRefine((value, ctx) => {
    if (value.type === 'scholarship') {
      if (!value.awardAmount)
        ctx.addIssue({ code: 'custom', path: ['awardAmount'], message: submissionMessages.awardRequired });
      if (!value.dueDate)
        ctx.addIssue({ code: 'custom', path: ['dueDate'], message: submissionMessages.deadlineRequired });
    } else {
      if (!value.company)
        ctx.addIssue({ code: 'custom', path: ['company'], message: submissionMessages.companyRequired });
      if (!value.position)
        ctx.addIssue({ code: 'custom', path: ['position'], message: submissionMessages.positionRequired });
      if (value.startDate && value.endDate && value.endDate < value.startDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: submissionMessages.endBeforeStart });
    }
  });
export type OpportunitySubmissionInput = z.input<typeof opportunitySubmissionSchema>;
export type OpportunitySubmission = z.output<typeof opportunitySubmissionSchema>;

/** The stored fields, as answered back (the form's output shape; no input rules). */
export const submissionFieldsSchema = z.object({
  type: z.enum(opportunityTypes),
  title: z.string(),
  description: z.string(),
  eligibility: z.string().optional(),
  url: z.string().optional(),
  awardAmount: z.string().optional(),
  dueDate: z.string().optional(),
  company: z.string().optional(),
  position: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  isPaid: z.boolean(),
  salaryRange: z.string().optional(),
  location: z.string().optional(),
  isRemote: z.boolean(),
  isHybrid: z.boolean(),
  minGPA: z.string().optional(),
  requiredEducationLevel: z.enum(filterEducationLevels),
  requiredMajors: z.array(z.string()),
  requiredSkills: z.array(z.string()),
  essayRequired: z.boolean(),
  transcriptRequired: z.boolean(),
  lettersOfRecRequired: z.number(),
  tags: z.array(z.string()),
});
export type SubmissionFields = z.infer<typeof submissionFieldsSchema>;

export const submissionParamsSchema = z.object({
  type: z.enum(opportunityTypes, { error: 'type must be scholarship or internship' }),
  id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be a positive id'),
});

/** One submission as its contributor (and the admin queue) sees it. */
export const submissionSchema = z.object({
  id: z.number(),
  type: z.enum(opportunityTypes),
  title: z.string(),
  status: z.enum(approvalStatuses),
  rejectionReason: z.string().nullable(),
  /** Closed by its contributor (or past its deadline): no longer offered to students. */
  isClosed: z.boolean(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The fields as submitted, to edit and resubmit. */
  fields: submissionFieldsSchema,
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionListSchema = z.array(submissionSchema);

/** A catalog listing that may be the same opportunity (title and organisation alike). */
export const duplicateCandidateSchema = z.object({
  type: z.enum(opportunityTypes),
  id: z.number(),
  title: z.string(),
  organization: z.string().nullable(),
  /** 0–1 title similarity. */
  similarity: z.number(),
});

export const reviewQueueItemSchema = submissionSchema.extend({
  contributor: z.object({
    username: z.string(),
    name: z.string().nullable(),
    organizationName: z.string().nullable(),
    organizationWebsite: z.string().nullable(),
    jobTitle: z.string().nullable(),
    isVerified: z.boolean(),
    verificationDate: z.string().nullable(),
  }),
  duplicates: z.array(duplicateCandidateSchema),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueQuerySchema = z.object({
  status: z.enum(approvalStatuses).default('pending'),
});
export const reviewQueueSchema = z.array(reviewQueueItemSchema);

export const rejectSubmissionSchema = z.object({
  reason: z
    .string({ error: submissionMessages.rejectReasonRequired })
    .trim()
    .min(3, submissionMessages.rejectReasonRequired)
    .max(1000, 'The reason must be at most 1000 characters'),
});
export const bulkApproveSchema = z.object({
  items: z
    .array(submissionParamsSchema)
    .min(1, 'Choose at least one submission')
    .max(100, 'At most 100 at a time'),
});
export const bulkApproveAnswerSchema = z.object({ approved: z.number(), skipped: z.number() });

export const contributorParamsSchema = z.object({ username: z.string().min(1).max(50) });
export const contributorVerificationSchema = z.object({
  username: z.string(),
  isVerified: z.boolean(),
  verificationDate: z.string().nullable(),
});

/** Contributor analytics: aggregated counts only, never who the students are. */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(7, 'days must be between 7 and 365')
    .max(365, 'days must be between 7 and 365')
    .default(30),
});
const analyticsCountsSchema = z.object({
  views: z.number(),
  saves: z.number(),
  /** Apply Now pressed (an 'application' event). */
  applications: z.number(),
  /** Tracked applications moved past Saved (applied, interviewing, awarded, rejected). */
  applied: z.number(),
  /** applied ÷ saves, 0–1; null with no saves. */
  completionRate: z.number().nullable(),
  statusChanges: z.number(),
  impressions: z.number(),
  clicks: z.number(),
});
export const contributorAnalyticsSchema = z.object({
  days: z.number(),
  totals: analyticsCountsSchema,
  listings: z.array(
    analyticsCountsSchema.extend({
      type: z.enum(opportunityTypes),
      id: z.number(),
      title: z.string(),
      status: z.enum(approvalStatuses),
    }),
  ),
  /** One row per day of the window, oldest first (days without events are zeros). */
  daily: z.array(
    z.object({ date: z.string(), views: z.number(), saves: z.number(), applications: z.number() }),
  ),
});
export type ContributorAnalytics = z.infer<typeof contributorAnalyticsSchema>;

export const contributorSummarySchema = z.object({
  organizationName: z.string().nullable(),
  opportunitiesPosted: z.number(),
  isVerified: z.boolean(),
  verificationDate: z.string().nullable(),
});
