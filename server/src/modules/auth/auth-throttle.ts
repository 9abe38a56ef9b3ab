import { AppError } from '../../lib/errors';
import type { Claim, ThrottleRepo } from './throttle.repo';

// quality.md: a brute force is locked or slowed after 10 failures per account per 15 minutes. The
// hard lock is per (account, address), so an attacker elsewhere cannot lock a student out of their
// own account; per account, from everywhere, further attempts only get slower.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PAIR = 10;
/** Higher, so one shared address (a school network) is not locked out by a few users' typos. */
export const MAX_FAILURES_PER_ADDRESS = 50;
export const ACCOUNT_SLOWDOWN_AFTER = 10;
/** The first attempt past ACCOUNT_SLOWDOWN_AFTER waits this long, each further one twice as long. */
export const ACCOUNT_DELAY_STEP_MS = 250;
export const ACCOUNT_DELAY_MAX_MS = 8_000;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
// Counters older than every window are deleted now and then.
const PURGE_INTERVAL_MS = 10 * 60 * 1000;
const LONGEST_WINDOW_MS = Math.max(LOGIN_WINDOW_MS, REGISTRATION_WINDOW_MS);

export const throttleMessages = {
  registration: 'Too many accounts created from this address. Try again later.',
};

export type LoginClaim =
  { refused: AppError } | { refused: null; delayMs: number; succeeded(): Promise<void> };

/**
 * Every attempt is counted before its password is checked (one atomic upsert per counter), so a
 * burst of parallel requests gets at most the limit's number of checks. A success clears the
 * account's counts and gives its address claim back.
 */
export function createAuthThrottle(repo: ThrottleRepo, options: { registrationsPerAddress: number }) {
  let lastPurge = 0;
  async function purge(now: Date) {
    if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now.getTime();
    await repo.purgeOlderThan(new Date(now.getTime() - LONGEST_WINDOW_MS));
  }

  return {
    async claimLogin(username: string, address: string, now: Date): Promise<LoginClaim> {
      await purge(now);
      // Addresses contain no spaces, so the key is unambiguous whatever the username holds.
      const pairKey = `${address} ${username}`;
      const pair = await repo.claim('login_pair', pairKey, LOGIN_WINDOW_MS, now);
      if (pair.count > MAX_FAILURES_PER_PAIR) return { refused: tooManyFailures(pair, now) };
      const fromAddress = await repo.claim('login_address', address, LOGIN_WINDOW_MS, now);
      if (fromAddress.count > MAX_FAILURES_PER_ADDRESS) {
        await repo.release('login_pair', pairKey); // not checked, so not a failure of this pair
        return { refused: tooManyFailures(fromAddress, now) };
      }
      const account = await repo.claim('login_account', username, LOGIN_WINDOW_MS, now);
      const excess = account.count - ACCOUNT_SLOWDOWN_AFTER;
      const delayMs =
        excess > 0 ? Math.min(ACCOUNT_DELAY_STEP_MS * 2 ** (excess - 1), ACCOUNT_DELAY_MAX_MS) : 0;
      return {
        refused: null,
        delayMs,
        async succeeded() {
          await repo.reset('login_pair', pairKey);
          // Only the account holder can succeed: their own earlier typos stop slowing them down.
          await repo.reset('login_account', username);
          await repo.release('login_address', address);
        },
      };
    },

    /** Every registration attempt from an address counts (each one costs a password hash). */
    async claimRegistration(address: string, now: Date): Promise<AppError | null> {
      const claim = await repo.claim('register_address', address, REGISTRATION_WINDOW_MS, now);
      if (claim.count <= options.registrationsPerAddress) return null;
      return AppError.tooManyRequests(
        throttleMessages.registration,
        secondsUntilWindowEnds(claim, REGISTRATION_WINDOW_MS, now),
      );
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;

function secondsUntilWindowEnds(claim: Claim, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((claim.windowStart.getTime() + windowMs - now.getTime()) / 1000));
}

function tooManyFailures(claim: Claim, now: Date): AppError {
  const seconds = secondsUntilWindowEnds(claim, LOGIN_WINDOW_MS, now);
  const minutes = Math.ceil(seconds / 60);
  return AppError.tooManyRequests(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}
