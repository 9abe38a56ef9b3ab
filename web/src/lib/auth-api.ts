import type { LoginRequest, PublicUser, RegisterRequest } from '@futurefund/core';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

// The session's calls (product §7). The provider that uses them is part of the first page load,
// and endpoint objects carry zod schemas, so each call loads `authApi` on first use (ADR 005).
const authEndpoints = async () => (await import('./auth-endpoints')).authApi;

/** Product §3: the current user is cached under one key and is null when signed out. */
export const currentUserQueryKey = ['current-user'] as const;

export const currentUserQuery = queryOptions<PublicUser | null, Error>({
  queryKey: currentUserQueryKey,
  queryFn: async ({ signal }) => {
    const { currentUser } = await authEndpoints();
    try {
      return await api(currentUser, {}, { signal });
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
