import type { ComplimentaryAccessAnswer } from '@futurefund/core';

/** The answer to a complimentary Premium grant: whose access, and until when. */
export function toComplimentaryAccess(grant: {
  username: string;
  weeklyAccessExpiresAt: Date;
}): ComplimentaryAccessAnswer {
  return { username: grant.username, weeklyAccessExpiresAt: grant.weeklyAccessExpiresAt.toISOString() };
}
