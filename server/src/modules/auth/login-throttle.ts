import { AppError } from '../../lib/errors';
import type { AuthRepo } from './auth.repo';

// quality.md: locked after 10 failures per account per 15 minutes. The per-IP ceiling is higher
// so one shared address (a school network) is not locked out by a few users' typos.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

/**
 * Counts come from auth_activity_logs, so every instance sees the same numbers and nothing lives
 * in process memory. Returns the 429 to throw, or null when the attempt may proceed.
 */
export async function checkLoginThrottle(repo: AuthRepo, username: string, ipAddress: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const account = await repo.recentFailuresForUsername(username, since);
  if (account.failures >= MAX_FAILURES_PER_ACCOUNT) return tooMany(account.oldest, now);
  const ip = await repo.recentAttemptsFromIp(ipAddress, 'login', since, ['unknown_user', 'wrong_password']);
  if (ip.attempts >= MAX_FAILURES_PER_IP) return tooMany(ip.oldest, now);
  return null;
}

function tooMany(oldest: Date | null, now: Date): AppError {
  const freeAt = (oldest ?? now).getTime() + LOGIN_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return AppError.tooManyRequests(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}
