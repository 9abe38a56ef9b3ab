import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'ff_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry slides forward at most this often, so reads do not become writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** 256 random bits, URL-safe; only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
