import { z } from '../zod';
import { opportunityTypes, reactionTypes, type ReactionType } from '../enums';
import {
  MATCH_SCORE_GREEN,
  MATCH_SCORE_YELLOW,
  RECOMMENDATIONS_DEFAULT_LIMIT,
  RECOMMENDATIONS_MAX_LIMIT,
} from '../limits';
import { idSchema } from './opportunities';

// Recommendations (product §2 dashboard and /test, §3 "recommendation as shown", §4 Reactions,
// §7 the four recommendation calls, §8 texts). The engine itself is core/src/recommend/.

/** Product §4/§8: the reactions and their labels, in the order the cards show them. */
export const reactionLabels: Record<ReactionType, string> = {
  thumbs_up: 'Relevant',
  thumbs_down: 'Not relevant',
  fire: 'Perfect match',
  thinking: 'Not sure',
};

/** Product §8 feedback, save and panel texts, word for word. */
export const recommendationMessages = {
  feedbackThanksTitle: 'Thanks for your feedback!',
  feedbackThanks: 'Your feedback helps us improve recommendations.',
  feedbackSignedOutTitle: 'Authentication required',
  feedbackSignedOut: 'Log in to save your feedback. For demo purposes, your reaction is shown locally.',
  feedbackFailedTitle: 'Failed to submit feedback',
  tryLater: 'Please try again later.',
  savedTitle: 'Saved for later',
  unsavedTitle: 'Removed from saved items',
  saveFailedTitle: 'Error saving item',
  errorTitle: 'Oops! Something went wrong',
  error: 'We had trouble loading your recommendations. Please try again later.',
  emptyTitle: 'No Recommendations Yet',
  applicationUnavailable: 'Application not available',
} as const;

/**
 * The profile facts the engine reads. Each can be hidden by the user ("don't use my GPA"): the
 * engine then treats it as not stated, for scoring and for eligibility alike.
 */
export const profileFactKeys = [
  'educationLevel',
  'gpa',
  'major',
  'skills',
  'interests',
  'careerGoals',
  'industries',
  'location',
  'citizenship',
  'firstGeneration',
  'gender',
  'ethnicity',
] as const;
export type ProfileFactKey = (typeof profileFactKeys)[number];

/** "Don't use my …" wording for each fact. */
export const profileFactLabels: Record<ProfileFactKey, string> = {
  educationLevel: 'education level',
  gpa: 'GPA',
  major: 'intended major',
  skills: 'skills',
  interests: 'interests',
  careerGoals: 'career goals',
  industries: 'preferred industries',
  location: 'location',
  citizenship: 'citizenship',
  firstGeneration: 'first-generation status',
  gender: 'gender',
  ethnicity: 'ethnicity',
};

/** The named signals a score is the sum of ("Why this?" lists each with its points). */
export const matchSignalKeys = [
  'fit',
  'eligibility',
  'deadline',
  'freshness',
  'preferences',
  'feedback',
] as const;
export type MatchSignalKey = (typeof matchSignalKeys)[number];

export const matchSignalLabels: Record<MatchSignalKey, string> = {
  fit: 'Topic fit',
  eligibility: 'Eligibility',
  deadline: 'Deadline',
  freshness: 'Verified recently',
  preferences: 'Your preferences',
  feedback: 'Your reactions',
};

export const matchSignalSchema = z.object({
  key: z.enum(matchSignalKeys),
  label: z.string(),
  /** Whole points this signal adds to (or, when negative, takes from) the 0-100 score. */
  points: z.number().int(),
  /** One plain sentence: what it found. */
  detail: z.string(),
  /** The profile facts it used, so "Why this?" can offer to stop using each. */
  facts: z.array(z.enum(profileFactKeys)),
});
export type MatchSignal = z.infer<typeof matchSignalSchema>;

const shownBase = {
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  eligibility: z.string().nullable(),
  url: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  relevanceScore: z.number().int().min(0).max(100),
  relevanceReasoning: z.string(),
  signals: z.array(matchSignalSchema),
  /** The normalised deadline (YYYY-MM-DD) or null when the listing states none. */
  deadlineDate: z.string().nullable(),
  /** Where the listing comes from and when its source last confirmed it (product §2 provenance). */
  sourceName: z.string().nullable(),
  lastVerifiedAt: z.string().nullable(),
  /** The user's own reaction to it, if any. */
  reaction: z.enum(reactionTypes).nullable(),
};

/** Product §3 "recommendation as shown", plus the signals behind the score. */
export const recommendationSchema = z.discriminatedUnion('type', [
  z.object({
    ...shownBase,
    type: z.literal('scholarship'),
    awardAmount: z.string().nullable(),
    dueDate: z.string().nullable(),
  }),
  z.object({
    ...shownBase,
    type: z.literal('internship'),
    company: z.string().nullable(),
    field: z.string().nullable(),
    deadline: z.string().nullable(),
    isPaid: z.boolean().nullable(),
  }),
]);
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationListSchema = z.array(recommendationSchema);

export const recommendationQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(RECOMMENDATIONS_MAX_LIMIT, `must be at most ${RECOMMENDATIONS_MAX_LIMIT}`)
    .default(RECOMMENDATIONS_DEFAULT_LIMIT),
});

const opportunityRef = {
  opportunityId: idSchema,
  opportunityType: z.enum(opportunityTypes, { error: 'must be scholarship or internship' }),
};

/** POST /api/recommendations/feedback (product §3 "Feedback"); the detail page's stars add a rating. */
export const feedbackSchema = z.object({
  ...opportunityRef,
  reactionType: z.enum(reactionTypes, { error: `must be one of ${reactionTypes.join(', ')}` }),
  rating: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 to 5')
    .max(5, 'must be 1 to 5')
    .optional(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/recommendations/feedback?opportunityType=&opportunityId=: your reaction to one listing. */
export const feedbackQuerySchema = z.object({
  opportunityType: opportunityRef.opportunityType,
  opportunityId: z.coerce.number({ error: 'must be a number' }).pipe(idSchema),
});
export const myFeedbackSchema = z.object({
  reactionType: z.enum(reactionTypes).nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

/** The star rating as a reaction the engine reads: 5 perfect, 4 relevant, 3 not sure, 1-2 not relevant. */
export function reactionForRating(rating: number): ReactionType {
  if (rating >= 5) return 'fire';
  if (rating === 4) return 'thumbs_up';
  if (rating === 3) return 'thinking';
  return 'thumbs_down';
}

/** GET/PUT /api/recommendations/settings answer: the facts the user asked us not to use. */
export const recommendationSettingsSchema = z.object({ hiddenFacts: z.array(z.enum(profileFactKeys)) });

/** PUT /api/recommendations/settings body: the same list; repeats are dropped. */
export const recommendationSettingsBodySchema = z.object({
  hiddenFacts: z
    .array(z.enum(profileFactKeys, { error: `must be one of ${profileFactKeys.join(', ')}` }))
    .max(profileFactKeys.length)
    .transform((keys) => [...new Set(keys)]),
});
export type RecommendationSettings = z.infer<typeof recommendationSettingsSchema>;

/** Product §4: a score's colour band (85 and 70), always shown with its words, never colour alone. */
export function scoreBand(score: number): { band: 'high' | 'medium' | 'low'; label: string } {
  if (score >= MATCH_SCORE_GREEN) return { band: 'high', label: 'Strong match' };
  if (score >= MATCH_SCORE_YELLOW) return { band: 'medium', label: 'Good match' };
  return { band: 'low', label: 'Possible match' };
}
