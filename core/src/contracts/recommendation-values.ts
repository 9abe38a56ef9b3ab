import type { ReactionType } from '../enums';
import { MATCH_SCORE_GREEN, MATCH_SCORE_YELLOW } from '../limits';

// Plain values of the recommendation contracts (contracts/recommendations.ts re-exports them): no
// zod here, so the pages that only need a text or a label do not load schemas (ADR 038).

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

/** The star rating as a reaction the engine reads: 5 perfect, 4 relevant, 3 not sure, 1-2 not relevant. */
export function reactionForRating(rating: number): ReactionType {
  if (rating >= 5) return 'fire';
  if (rating === 4) return 'thumbs_up';
  if (rating === 3) return 'thinking';
  return 'thumbs_down';
}

/** Product §4: a score's colour band (85 and 70), always shown with its words, never colour alone. */
export function scoreBand(score: number): { band: 'high' | 'medium' | 'low'; label: string } {
  if (score >= MATCH_SCORE_GREEN) return { band: 'high', label: 'Strong match' };
  if (score >= MATCH_SCORE_YELLOW) return { band: 'medium', label: 'Good match' };
  return { band: 'low', label: 'Possible match' };
}
