import {
  shellApiPaths,
  SIGNED_IN_HINT_COOKIE,
  type LoginRequest,
  type PublicUser,
  type RegisterRequest,
} from '@futurefund/core';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, shellGet } from './api-client';

// The session's calls (product §7). The provider that uses them is part of the first page load,
// and endpoint objects carry zod schemas, so each call loads `authApi` on first use (ADR 005).
const authEndpoints = async () => (await import('./auth-endpoints')).authApi;

/**
 * Whether the browser holds a session cookie, as the server mirrors it in a script-readable hint
 * (ADR 034). Without one there is no session to read: asking would only earn the 401 that means
 * "signed out", which browsers log as an error on every visitor's first load.
 */
function mayHaveSession(): boolean {
  // Server rendering (ADR 036) draws pages for visitors only.
  if (typeof document === 'undefined') return false;
  return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/** Product §3: the current user is cached under one key and is null when signed out. */
export const currentUserQueryKey = ['current-user'] as const;

export const currentUserQuery = queryOptions<PublicUser | null, Error>({
  queryKey: currentUserQueryKey,
  // A visitor is known to be signed out before any request, so the first render (and the
  // server-rendered page it hydrates) shows the visitor's header at once, not a loading state.
  initialData: () => (mayHaveSession() ? undefined : null),
  queryFn: async ({ signal }) => {
    if (!mayHaveSession()) return null;
    try {
      return await shellGet(shellApiPaths.currentUser, async () => (await authEndpoints()).currentUser, {
        signal,
      });
    } catch (error) {
      // 401 is how "signed out" reads, not a failed read.
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export async function login(body: LoginRequest): Promise<PublicUser> {
  return api((await authEndpoints()).login, { body });
}

export async function register(body: RegisterRequest): Promise<PublicUser> {
  return api((await authEndpoints()).register, { body });
}

export async function logout(): Promise<void> {
  await api((await authEndpoints()).logout);
}
