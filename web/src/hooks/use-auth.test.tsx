import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { buildUser } from '../testing/build-user';
import { errorResponse, installFakeApi, json } from '../testing/fake-api';
import { currentUserQueryKey } from '../lib/auth-api';
import { AuthProvider, useAuth } from './use-auth';
import { useToast } from './use-toast';

function renderAuth(api: Parameters<typeof installFakeApi>[0] = {}) {
  const fake = installFakeApi(api);
  const queryClient = createQueryClient();
  const navigate = vi.fn(async (_to: string) => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={navigate}>{children}</AuthProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ auth: useAuth(), toasts: useToast().toasts }), { wrapper });
  return { ...fake, queryClient, navigate, hook };
}

describe('useAuth', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside the provider", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    vi.restoreAllMocks();
  });

  it('reads a 401 from GET /api/user as signed out, not as an error', async () => {
    const { hook } = renderAuth();
    expect(hook.result.current.auth.isLoading).toBe(true);
    await waitFor(() => expect(hook.result.current.auth.isLoading).toBe(false));
    expect(hook.result.current.auth.user).toBeNull();
    expect(hook.result.current.auth.error).toBeNull();
  });

  it('stores the user from a successful login under the current-user key', async () => {
    const user = buildUser({ username: 'maria' });
    const { hook, queryClient, sent } = renderAuth({ routes: { 'POST /api/login': () => json(user) } });
    await waitFor(() => expect(hook.result.current.auth.isLoading).toBe(false));
    await act(() =>
      hook.result.current.auth.loginMutation.mutateAsync({ username: 'maria', password: 'secret1' }),
    );
    expect(sent('POST /api/login')[0]?.body).toEqual({ username: 'maria', password: 'secret1' });
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(user);
    expect(hook.result.current.auth.user).toEqual(user);
  });

  it("shows a destructive 'Login failed' toast with the error message", async () => {
    const { hook } = renderAuth({
      routes: {
        'POST /api/login': () => errorResponse(401, 'Invalid username or password', 'UNAUTHENTICATED'),
      },
    });
    await waitFor(() => expect(hook.result.current.auth.isLoading).toBe(false));
    act(() => hook.result.current.auth.loginMutation.mutate({ username: 'maria', password: 'wrong12' }));
    await waitFor(() =>
      expect(hook.result.current.toasts[0]).toMatchObject({
        title: 'Login failed',
        description: '401: Invalid username or password',
        variant: 'destructive',
      }),
    );
    expect(hook.result.current.auth.user).toBeNull();
  });

  it("shows 'Registration failed' with the server's message", async () => {
    const { hook } = renderAuth({
      routes: {
        'POST /api/register': () =>
          errorResponse(409, 'That username is already taken. Please choose another.', 'CONFLICT'),
      },
    });
    await waitFor(() => expect(hook.result.current.auth.isLoading).toBe(false));
    act(() =>
      hook.result.current.auth.registerMutation.mutate({
        name: 'Maria',
        username: 'maria',
        password: 'secret1',
        userType: 'student_seeker',
        seekerSubType: 'student',
      }),
    );
    await waitFor(() =>
      expect(hook.result.current.toasts[0]).toMatchObject({
        title: 'Registration failed',
        description: '409: That username is already taken. Please choose another.',
      }),
    );
  });

  it('logs out: POST /api/logout, home first, then the user is null and other cached data is gone', async () => {
    const { hook, queryClient, navigate, sent } = renderAuth({ user: buildUser() });
    await waitFor(() => expect(hook.result.current.auth.user).not.toBeNull());
    queryClient.setQueryData(['/api/applications'], [{ id: 1 }]);
    navigate.mockImplementationOnce(async () => {
      // The user is still set while the router leaves members-only screens.
      expect(queryClient.getQueryData(currentUserQueryKey)).not.toBeNull();
    });

    await act(() => hook.result.current.auth.logoutMutation.mutateAsync());
    expect(sent('POST /api/logout')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    // The cache is cleared synchronously; the hook re-renders on React Query's next notify tick.
    await waitFor(() => expect(hook.result.current.auth.user).toBeNull());
    expect(queryClient.getQueryData(['/api/applications'])).toBeUndefined();
  });

  it("keeps the user and shows 'Logout failed' when logout fails", async () => {
    const { hook, navigate } = renderAuth({
      user: buildUser(),
      routes: { 'POST /api/logout': () => errorResponse(500, 'Internal Server Error', 'INTERNAL_ERROR') },
    });
    await waitFor(() => expect(hook.result.current.auth.user).not.toBeNull());
    act(() => hook.result.current.auth.logoutMutation.mutate());
    await waitFor(() =>
      expect(hook.result.current.toasts[0]).toMatchObject({
        title: 'Logout failed',
        description: '500: Internal Server Error',
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(hook.result.current.auth.user).not.toBeNull();
  });
});
