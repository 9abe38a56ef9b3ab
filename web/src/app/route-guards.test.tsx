import { submissionMessages } from '@futurefund/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../testing/build-user';
import { json } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('RequireAuth', () => {
  it('shows a spinner while the session loads, then sends visitors to /auth?next=<page>', async () => {
    let answer: ((response: Response) => void) | undefined;
    const { router } = renderApp('/profile?section=documents', {
      routes: { 'GET /api/user': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');

    // The spinner can show before the request leaves (the shell loads its API table lazily).
    await waitFor(() => expect(answer).toBeDefined());
    answer!(
      new Response('{"message":"Not signed in","code":"UNAUTHENTICATED","requestId":"r"}', { status: 401 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/profile?section=documents')}`);
  });

  it('returns the visitor to the page they asked for after signing in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', {
      routes: { 'POST /api/login': () => json(buildUser()) },
    });
    await heading('Welcome to FutureFund');
    await user.type(screen.getByLabelText('Username'), 'jdoe');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await heading('My Applications')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a signed-in user through', async () => {
    renderApp('/profile', { user: buildUser() });
    expect(await heading('Profile')).toBeInTheDocument();
  });
});

describe('RequireAdmin (/admin)', () => {
  it('shows Access Denied and a way home to a signed-in non-admin', async () => {
    renderApp('/admin', { user: buildUser({ role: 'user' }) });
    const title = await heading('Access Denied');
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      "You don't have permission to access the admin dashboard. This area is restricted to admin users only.",
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the admin dashboard to admins', async () => {
    renderApp('/admin', { user: buildUser({ role: 'admin' }) });
    expect(await heading('Admin Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});

describe('RequireContributor', () => {
  it('tells seekers that /contributor-dashboard is for contributors only', async () => {
    renderApp('/contributor-dashboard', { user: buildUser({ userType: 'student_seeker' }) });
    await heading('Contributors Only');
    expect(screen.getByText(submissionMessages.contributorsOnly)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contributor Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the contributor dashboard to contributors', async () => {
    renderApp('/contributor-dashboard', {
      user: buildUser({ userType: 'contributor', contributorSubType: 'grant_manager', seekerSubType: null }),
    });
    expect(await heading('Contributor Dashboard')).toBeInTheDocument();
  });

  it('sends non-contributors from /submit-opportunity to /', async () => {
    const { router, visited } = renderApp('/submit-opportunity', { user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(visited).toEqual(['/submit-opportunity', '/']);
  });

  it('lets contributors submit opportunities', async () => {
    renderApp('/submit-opportunity', { user: buildUser({ userType: 'contributor' }) });
    expect(await heading('Submit an Opportunity')).toBeInTheDocument();
  });
});
