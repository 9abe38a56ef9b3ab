// Types only: the contract module's zod schemas must stay out of the first page load (ADR 005).
import type { LoginRequest, PublicUser, RegisterRequest } from '@futurefund/core';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { currentUserQuery, currentUserQueryKey, login, logout, register } from '../lib/auth-api';
import { showErrorToast } from '../lib/error-toast';
import { paths } from '../lib/paths';

export type AuthContextValue = {
  user: PublicUser | null;
  /** True while the session is first read; guards show a spinner instead of redirecting. */
  isLoading: boolean;
  /** A failed session read other than 401 (401 means signed out and is not an error). */
  error: Error | null;
  loginMutation: UseMutationResult<PublicUser, Error, LoginRequest>;
  /** Takes the request body: the form's values through toRegisterRequest (product §5). */
  registerMutation: UseMutationResult<PublicUser, Error, RegisterRequest>;
  logoutMutation: UseMutationResult<void, Error, void>;
  /** The session has ended on the server (logout, account deleted): go home, forget the user. */
  endSession: () => Promise<void>;
  /** True from endSession until the next sign-in: members-only screens then send home, not to /auth. */
  sessionEnded: boolean;
};

const AuthContext = createContext<AuthContextValue | null>(null);

// Server data cached for one person must not be shown to the next one on this device.
function dropOtherUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
}

type AuthProviderProps = {
  children: ReactNode;
  /** Router navigation; the provider sits above the router, so the app hands it in. */
  navigate: (to: string) => unknown;
};

export function AuthProvider({ children, navigate }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const session = useQuery(currentUserQuery);

  const [sessionEnded, setSessionEnded] = useState(false);

  const signIn = (user: PublicUser) => {
    setSessionEnded(false);
    dropOtherUserData(queryClient);
    queryClient.setQueryData(currentUserQueryKey, user);
  };

  const loginMutation = useMutation<PublicUser, Error, LoginRequest>({
    mutationFn: login,
    onSuccess: signIn,
    onError: (error) => showErrorToast(error, 'Login failed'),
  });

  const registerMutation = useMutation<PublicUser, Error, RegisterRequest>({
    mutationFn: register,
    onSuccess: signIn,
    onError: (error) => showErrorToast(error, 'Registration failed'),
  });

  const endSession = useCallback(async () => {
    // Leave members-only screens first; should one still render once the user is cleared (React
    // can keep showing it while home loads), its guard sees sessionEnded and goes home too.
    setSessionEnded(true);
    await navigate(paths.home);
    queryClient.setQueryData(currentUserQueryKey, null);
    dropOtherUserData(queryClient);
  }, [navigate, queryClient]);

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: logout,
    onSuccess: endSession,
    onError: (error) => showErrorToast(error, 'Logout failed'),
  });

  const user = session.data ?? null;
  const { isLoading, error } = session;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading,
      error,
      loginMutation,
      registerMutation,
      logoutMutation,
      endSession,
      sessionEnded,
    }),
    [user, isLoading, error, loginMutation, registerMutation, logoutMutation, endSession, sessionEnded],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
