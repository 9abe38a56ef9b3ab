import { trackingEventAnswerSchema, trackingEventSchema } from '../contracts/opportunities';
import {
  feedbackAnswerSchema,
  feedbackQuerySchema,
  feedbackSchema,
  myFeedbackSchema,
  recommendationListSchema,
  recommendationQuerySchema,
  recommendationSettingsBodySchema,
  recommendationSettingsSchema,
} from '../contracts/recommendations';
import { defineEndpoint } from './define';

const tag = 'recommendations';

/** Product §7: the four recommendation calls, plus the settings behind "Why this?" and one listing's reaction. */
export const recommendationsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/recommendations',
    summary: 'Your top open opportunities, each with its score, reasons and signals',
    tag,
    auth: 'user',
    query: recommendationQuerySchema,
    response: recommendationListSchema,
  }),
  feedback: defineEndpoint({
    method: 'POST',
    path: '/api/recommendations/feedback',
    summary: 'React to an opportunity; the next recommendations use it (Not relevant hides it)',
    tag,
    auth: 'user',
    body: feedbackSchema,
    response: feedbackAnswerSchema,
    errors: ['NOT_FOUND'],
  }),
  myFeedback: defineEndpoint({
    method: 'GET',
    path: '/api/recommendations/feedback',
    summary: 'Your reaction and rating for one opportunity',
    tag,
    auth: 'user',
    query: feedbackQuerySchema,
    response: myFeedbackSchema,
  }),
  track: defineEndpoint({
    method: 'POST',
    path: '/api/recommendations/track',
    summary: 'Record a click on a recommendation card',
    tag,
    auth: 'user',
    body: trackingEventSchema,
    response: trackingEventAnswerSchema,
    status: 201,
  }),
  recordEvent: defineEndpoint({
    method: 'POST',
    path: '/api/recommendations/events',
    summary: 'Record an interaction with an opportunity (signed-in users)',
    tag,
    auth: 'user',
    body: trackingEventSchema,
    response: trackingEventAnswerSchema,
    status: 201,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/recommendations/settings',
    summary: 'The profile facts you asked recommendations not to use',
    tag,
    auth: 'user',
    response: recommendationSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/recommendations/settings',
    summary: 'Choose which profile facts recommendations may not use',
    tag,
    auth: 'user',
    body: recommendationSettingsBodySchema,
    response: recommendationSettingsSchema,
  }),
};
