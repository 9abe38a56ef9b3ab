import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

async function openAuth(path = '/auth', options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { level: 1, name: 'Welcome to FutureFund' });
  return { ...view, user: userEvent.setup() };
}

describe('auth page', () => {
  it('shows the logo, the Login tab by default and the real counters', async () => {
    await openAuth('/auth', {
      routes: {
        'GET /api/opportunities/counts': () => json({ scholarships: 512, internships: 2_585, students: 3 }),
      },
    });
    expect(screen.getByRole('img', { name: 'FutureFund logo' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('complementary');
    expect(panel).toHaveTextContent(
      'FutureFund finds and tracks scholarships and internships tailored to your academic journey.',
    );
    expect(await within(panel).findByText('500+')).toBeInTheDocument();
    expect(within(panel).getByText('Scholarships')).toBeInTheDocument();
    expect(within(panel).getByText('2,500+')).toBeInTheDocument();
    expect(within(panel).getByText('Internships')).toBeInTheDocument();
  });

  it('leaves the counters out of the panel when they cannot be read', async () => {
    const { api } = await openAuth('/auth', {
      routes: {
        'GET /api/opportunities/counts': () => errorResponse(500, 'Server error', 'INTERNAL_ERROR'),
      },
    });
    const panel = screen.getByRole('complementary');
    await waitFor(() => expect(within(panel).queryByText('Scholarships')).not.toBeInTheDocument());
    expect(within(panel).queryByText('Internships')).not.toBeInTheDocument();
    expect(api.sent('GET /api/opportunities/counts')).toHaveLength(1);
    expect(panel).toHaveTextContent('FutureFund finds and tracks scholarships and internships');
  });

  it('opens Register from ?tab=register and keeps `next` when switching tabs', async () => {
    const { user, router } = await openAuth('/auth?tab=register&next=%2Fprofile');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it('shows the login messages under their fields and focuses the first invalid one', async () => {
    const { user, api } = await openAuth();
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const username = screen.getByLabelText('Username');
    expect(await screen.findByText('Username must be at least 3 characters')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(username).toHaveFocus();
    expect(api.sent('POST /api/login')).toHaveLength(0);
  });

  it("shows 'Login failed' with '401: Invalid username or password' and stays on /auth", async () => {
    const { user, router } = await openAuth('/auth', {
      routes: {
        'POST /api/login': () => errorResponse(401, 'Invalid username or password', 'UNAUTHENTICATED'),
      },
    });
    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('401: Invalid username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("disables the button with 'Signing in…' while the request runs, then goes to a safe `next`", async () => {
    let answer: (response: Response) => void = () => {};
    const { user, router, api } = await openAuth('/auth?next=%2Fprofile%3Ftab%3Ddocs', {
      routes: { 'POST /api/login': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await user.type(screen.getByLabelText('Username'), '  maria ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(api.sent('POST /api/login')[0]?.body).toEqual({ username: 'maria', password: 'secret1' });
    act(() => answer(json(buildUser({ username: 'maria' }))));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=docs');
  });

  it.each([
    ['//evil.example/phish', 'a protocol-relative URL'],
    ['https://evil.example', 'an absolute URL'],
    ['/\\evil.example', 'a backslash trick'],
  ])('ignores next=%s (%s) and goes home after signing in', async (next) => {
    const { user, router } = await openAuth(`/auth?next=${encodeURIComponent(next)}`, {
      routes: { 'POST /api/login': () => json(buildUser()) },
    });
    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });

  it('sends signed-in users from /auth to /', async () => {
    const { router } = renderApp('/auth', { user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Path to Academic & Professional Success' }),
    ).toBeInTheDocument();
  });
});
