import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('site layout for visitors', () => {
  it('has a skip link, the logo home link, About and Opportunities, and Sign In', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'FutureFund' })).toHaveAttribute('href', '/');
    const logo = header.querySelector('img[src="/logo.svg"]');
    expect(logo).toHaveAttribute('width', '40');
    expect(logo).toHaveAttribute('height', '40');

    const mainNav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(mainNav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['About', 'Opportunities']);
    // Sign In appears once the session has been read as signed out.
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('shows the footer line with the current year and a brand link like the logo', async () => {
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} FutureFund. Funding Dreams, Fueling Futures.`,
    );
    expect(within(footer).getByRole('link', { name: 'FutureFund' })).toHaveAttribute('href', '/');
  });

  it('opens and closes the small-screen menu as a disclosure', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(mobileNav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About', 'Opportunities']);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('route table', () => {
  it.each([
    ['/about', 'About FutureFund'],
    ['/auth', 'Welcome to FutureFund'],
    ['/opportunities?type=internships', 'Browse Opportunities'],
    ['/scholarships/0', 'Invalid Scholarship ID'],
    ['/internships/abc', 'Invalid Internship ID'],
    ['/test', 'Recommendations Test'],
    ['/subscription-success', 'Sign in to see your subscription'],
  ])('renders %s with its page heading', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    '/dashboard',
    '/profile',
    '/admin',
    '/subscribe',
    '/contributor-dashboard',
    '/submit-opportunity',
  ])('sends signed-out visitors from %s to /auth, remembering the page', async (path) => {
    const { router } = renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to FutureFund' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
  });

  it.each([
    ['/applications', '/dashboard', ''],
    ['/documents', '/profile', '#documents'],
  ])('redirects %s to %s%s (then to /auth while signed out)', async (path, target, hash) => {
    const { router, visited } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(visited).toEqual([path, target, `/auth?next=${encodeURIComponent(target + hash)}`]);
  });
});
