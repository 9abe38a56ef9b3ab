import { setTimeout as sleep } from 'node:timers/promises';
import { authMessages, type LoginRequest, type RegisterRequest } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { AuthRepo, SessionUser } from './auth.repo';
import { hashPassword, spendVerifyTime, verifyPassword } from './password';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
} from './session-token';
import type { AuthThrottle } from './auth-throttle';

export interface RequestMeta {
  ipAddress: string;
  userAgent: string | undefined;
}

export interface SignedIn {
  user: SessionUser;
  token: string;
}

const withoutPassword = <T extends { password: string }>({ password: _hash, ...user }: T) => user;

export interface AuthServiceOptions {
  now?: () => Date;
  /** Called once a new account exists (the welcome e-mail); must not throw or wait. */
  onRegistered?: (user: SessionUser) => void;
}

export function createAuthService(repo: AuthRepo, throttle: AuthThrottle, options: AuthServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  async function startSession(userId: number, meta: RequestMeta): Promise<string> {
    const token = newSessionToken();
    const issuedAt = now();
    await repo.insertSession({
      tokenHash: hashSessionToken(token),
      userId,
      createdAt: issuedAt,
      lastSeenAt: issuedAt,
      expiresAt: new Date(issuedAt.getTime() + SESSION_TTL_MS),
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent?.slice(0, 512),
    });
    return token;
  }

  const log = (
    action: string,
    meta: RequestMeta,
    fields: { userId?: number; username?: string; status: string; failureReason?: string },
  ) =>
    repo.logActivity({
      action,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent?.slice(0, 512),
      ...fields,
    });

  return {
    async register(input: RegisterRequest, meta: RequestMeta): Promise<SignedIn> {
      const username = input.username.toLowerCase();
      const refused = await throttle.claimRegistration(meta.ipAddress, now());
      if (refused) {
        await log('register', meta, { username, status: 'failure', failureReason: 'rate_limited' });
        throw refused;
      }
      const user = await repo.insertUser({ ...input, password: await hashPassword(input.password) });
      if (!user) {
        await log('register', meta, { username, status: 'failure', failureReason: 'username_taken' });
        throw AppError.conflict(authMessages.usernameTaken);
      }
      await log('register', meta, { userId: user.id, username, status: 'success' });
      const signedIn = { user: withoutPassword(user), token: await startSession(user.id, meta) };
      options.onRegistered?.(signedIn.user);
      return signedIn;
    },

    /** Signs in with a fresh session; the caller's previous session (if any) is ended first. */
    async login(input: LoginRequest, meta: RequestMeta, previousToken?: string): Promise<SignedIn> {
      const username = input.username.toLowerCase();
      // Claimed before the password is checked, so parallel guesses cannot overshoot the limits.
      const attempt = await throttle.claimLogin(username, meta.ipAddress, now());
      if (attempt.refused) {
        await log('login', meta, { username, status: 'failure', failureReason: 'rate_limited' });
        throw attempt.refused;
      }
      if (attempt.delayMs > 0) await sleep(attempt.delayMs);
      const user = await repo.findUserByUsername(username);
      const passwordOk = user
        ? await verifyPassword(user.password, input.password)
        : await spendVerifyTime(input.password).then(() => false);
      if (!user || !passwordOk) {
        await log('login', meta, {
          userId: user?.id,
          username,
          status: 'failure',
          failureReason: user ? 'wrong_password' : 'unknown_user',
        });
        // One message for both cases: the answer must not reveal which usernames exist.
        throw AppError.unauthenticated(authMessages.invalidCredentials);
      }
      await attempt.succeeded();
      if (previousToken) await repo.deleteSessionByTokenHash(hashSessionToken(previousToken));
      await log('login', meta, { userId: user.id, username, status: 'success' });
      return { user: withoutPassword(user), token: await startSession(user.id, meta) };
    },

    async logout(token: string | undefined, user: SessionUser | null, meta: RequestMeta): Promise<void> {
      if (token) await repo.deleteSessionByTokenHash(hashSessionToken(token));
      if (user)
        await log('logout', meta, {
          userId: user.id,
          username: user.username.toLowerCase(),
          status: 'success',
        });
    },

    /**
     * The user behind a session cookie, or null. Sliding expiry: a session used at least once per
     * 30 days never expires, and the expiry is pushed forward at most once an hour.
     */
    async resolveSession(token: string): Promise<{ user: SessionUser; renewed: boolean } | null> {
      const current = now();
      const session = await repo.findSession(hashSessionToken(token), current);
      if (!session) return null;
      const renewed = current.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
      if (renewed) {
        await repo.touchSession(session.sessionId, current, new Date(current.getTime() + SESSION_TTL_MS));
      }
      return { user: session.user, renewed };
    },

    /** Start-up: creates the first admin when it does not exist; never changes an existing account. */
    async ensureAdmin(username: string, password: string): Promise<'created' | 'exists'> {
      if (await repo.findUserByUsername(username)) return 'exists';
      const created = await repo.insertUser({
        username,
        password: await hashPassword(password),
        name: 'Administrator',
        role: 'admin',
        userType: 'contributor',
        contributorSubType: 'university_staff',
        organizationName: 'FutureFund',
        jobTitle: 'Administrator',
        isVerified: true,
      });
      return created ? 'created' : 'exists';
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
