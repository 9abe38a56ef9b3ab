// Types only: the contract module's zod schemas must stay out of the first page load (ADR 005).
import type { LoginRequest, PublicUser, RegisterRequest } from '@futurefund/core';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { apiRequest, getQueryFn } from '../lib/api-client';
import { paths } from '../lib/paths';
import { toast } from './use-toast';

/** Spec §3: the current user is cached under the /api/user key and is null when signed out. */
export const currentUserQueryKey = ['/api/user'] as const;

export type AuthContextValue = {
  user: PublicUser | null;
  /** True while the session is first read; guards show a spinner instead of redirecting. */
  isLoading: boolean;
  /** A failed session read other than 401 (401 means signed out and is not an error). */
  error: Error | null;
  loginMutation: UseMutationResult<PublicUser, Error, LoginRequest>;
  /** Takes the request body: the form's values through toRegisterRequest (spec §5). */
  registerMutation: UseMutationResult<PublicUser, Error, RegisterRequest>;
  logoutMutation: UseMutationResult<void, Error, void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

// Server data cached for one person must not be shown to the next one on this device.
function dropOtherUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
}

function failureToast(title: string) {
  return (error: Error) => toast({ title, description: error.message, variant: 'destructive' });
}

async function postForUser(url: string, body: unknown): Promise<PublicUser> {
  const response = await apiRequest('POST', url, body);
  return (await response.json()) as PublicUser;
}

type AuthProviderProps = {
  children: ReactNode;
  /** Router navigation; the provider sits above the router, so the app hands it in. */
  navigate: (to: string) => unknown;
};

export function AuthProvider({ children, navigate }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const session = useQuery<PublicUser | null, Error>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<PublicUser | null>({ on401: 'returnNull' }),
  });

  const signIn = (user: PublicUser) => {
    dropOtherUserData(queryClient);
    queryClient.setQueryData(currentUserQueryKey, user);
  };

  const loginMutation = useMutation<PublicUser, Error, LoginRequest>({
    mutationFn: (credentials) => postForUser('/api/login', credentials),
    onSuccess: signIn,
    onError: failureToast('Login failed'),
  });

  const registerMutation = useMutation<PublicUser, Error, RegisterRequest>({
    mutationFn: (request) => postForUser('/api/register', request),
    onSuccess: signIn,
    onError: failureToast('Registration failed'),
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: async () => {
      // Leave members-only screens first: clearing the user while one is still mounted would make
      // its guard bounce to /auth instead of home.
      await navigate(paths.home);
      queryClient.setQueryData(currentUserQueryKey, null);
      dropOtherUserData(queryClient);
    },
    onError: failureToast('Logout failed'),
  });

  const user = session.data ?? null;
  const { isLoading, error } = session;
  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, error, loginMutation, registerMutation, logoutMutation }),
    [user, isLoading, error, loginMutation, registerMutation, logoutMutation],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
