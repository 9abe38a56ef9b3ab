import { z } from '../zod';
import { opportunityTypes, reactionTypes } from '../enums';
import { RECOMMENDATIONS_DEFAULT_LIMIT, RECOMMENDATIONS_MAX_LIMIT } from '../limits';
import { idSchema } from './opportunities';
import { matchSignalKeys, profileFactKeys } from './recommendation-values';

// Recommendations (product §2 dashboard and /test, §3 "recommendation as shown", §4 Reactions,
// §7 the four recommendation calls, §8 texts). The engine itself is core/src/recommend/. The plain
// values live apart from the schemas, so a page that needs only a text does not load zod (ADR 038).
export * from './recommendation-values';

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
