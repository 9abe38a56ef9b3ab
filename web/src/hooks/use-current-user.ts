import type { UserRole, UserType } from '@futurefund/core';

/** The few user fields the shell needs (logo target, nav, avatar initials). */
export type ShellUser = {
  id: number;
  username: string;
  name: string | null;
  role: UserRole;
  userType: UserType;
};

export type CurrentUserState = {
  user: ShellUser | null;
  /** True while the session is being read; guards show a spinner instead of redirecting. */
  isLoading: boolean;
};

/**
 * The single seam between the shell and authentication. Until the auth issue lands there is no
 * session, so everyone is a visitor; that issue replaces this body with its useAuth() (the
 * /api/user query) and every header link, home CTA and route guard follows automatically.
 */
export function useCurrentUser(): CurrentUserState {
  return { user: null, isLoading: false };
}
