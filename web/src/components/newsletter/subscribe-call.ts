import { newsletterApi } from '@futurefund/core';
import { ApiError, api } from '../../lib/api-client';

export type SubscribeOutcome =
  | { ok: true; message: string }
  /** `message` is the server's own words (the exact validation text, the throttle's answer). */
  | { ok: false; message: string };

const FALLBACK = 'Could not subscribe right now. Please try again in a moment.';

/**
 * The footer box's one call, loaded on first submit: the endpoint objects carry zod schemas that
 * every page's first load should not pay for (the footer is on all of them).
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  try {
    const answer = await api(newsletterApi.subscribe, { body: { email } });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, message: FALLBACK };
    const field = error.details?.find((detail) => detail.path === 'email');
    return { ok: false, message: field?.message ?? error.message.replace(/^\d+: /, '') };
  }
}
