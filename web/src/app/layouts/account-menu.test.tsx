import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { renderApp } from '../../testing/render-app';

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('site header for signed-in users', () => {
  it('links the logo and footer brand to /dashboard and shows all four desktop links', async () => {
    renderApp('/about', { user: buildUser() });
    await screen.findByRole('button', { name: 'My Account' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'FutureFund' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FutureFund' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'About',
      'Dashboard',
      'Opportunities',
      'Profile',
    ]);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('lists Home, About, Dashboard, Opportunities and Profile in the small-screen menu', async () => {
    const user = userEvent.setup();
    renderApp('/about', { user: buildUser() });
    await screen.findByRole('button', { name: 'My Account' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(linkNames(screen.getByRole('navigation', { name: 'Mobile' }))).toEqual([
      'Home',
      'About',
      'Dashboard',
      'Opportunities',
      'Profile',
    ]);
  });

  it("shows the avatar initials and opens the 'My Account' menu with the user's name", async () => {
    const user = userEvent.setup();
    renderApp('/', { user: buildUser({ name: 'Maria de la Cruz', username: 'mcruz' }) });
    const avatar = await screen.findByRole('button', { name: 'My Account' });
    expect(avatar).toHaveTextContent(/^MD$/);

    await user.click(avatar);
    const menu = await screen.findByRole('menu', { name: 'My Account' });
    expect(menu).toHaveTextContent('Maria de la Cruz (@mcruz)');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Applications',
      'Documents',
      'About',
      'Admin',
      'Logout',
    ]);
    expect(items.slice(0, 5).map((item) => item.getAttribute('href'))).toEqual([
      '/profile',
      '/applications',
      '/profile#documents',
      '/about',
      '/admin',
    ]);
  });

  it('falls back to the username for the initials when there is no name', async () => {
    renderApp('/', { user: buildUser({ name: null, username: 'zed' }) });
    expect(await screen.findByRole('button', { name: 'My Account' })).toHaveTextContent(/^Z$/);
  });

  it('opens from the keyboard on the first item', async () => {
    const user = userEvent.setup();
    renderApp('/', { user: buildUser() });
    (await screen.findByRole('button', { name: 'My Account' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('logs out from the menu: POST /api/logout, back home, Sign In shown again', async () => {
    const user = userEvent.setup();
    const { router, api, visited } = renderApp('/dashboard', { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(api.sent('POST /api/logout')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'My Applications' })).not.toBeInTheDocument(),
    );
    // The dashboard left behind must not bounce to /auth on its way out.
    expect(visited).toEqual(['/dashboard', '/']);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();
  });
});
