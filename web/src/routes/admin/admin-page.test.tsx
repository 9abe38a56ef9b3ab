import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { dataTabRoutes } from './admin-fixtures';

const admin = buildUser({ role: 'admin' });
const routes = { ...dataTabRoutes, 'GET /api/admin/audit-log': () => json([]) };

describe('/admin', () => {
  it('turns a non-admin away with the Access Denied text and a way home', async () => {
    const { api } = renderApp('/admin', { user: buildUser(), routes });
    expect(
      await screen.findByText(
        "You don't have permission to access the admin dashboard. This area is restricted to admin users only.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.url.startsWith('/api/admin'))).toBe(false);
  });

  it('opens on Opportunity Data and keeps the chosen tab in the URL', async () => {
    const { router } = renderApp('/admin', { user: admin, routes });
    const tab = await screen.findByRole('tab', { name: 'Opportunity Data' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Opportunity Data',
      'Email System',
      'Deadline Reminders',
      'Users',
      'Submissions',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByLabelText('Search users')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Opportunity Data' }));
    expect(router.state.location.search).toBe('');
  });

  it('never shows the review queue to a non-admin, even by its link', async () => {
    const { api } = renderApp('/admin?tab=submissions', {
      user: buildUser({ userType: 'contributor' }),
      routes,
    });
    expect(await screen.findByText(/This area is restricted to admin users only\./)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Submissions' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.url.startsWith('/api/admin'))).toBe(false);
  });

  it('opens the Submissions tab from its link, pending first', async () => {
    const { api } = renderApp('/admin?tab=submissions', {
      user: admin,
      routes: { ...routes, 'GET /api/admin/submissions?status=pending': () => json([]) },
    });
    expect(await screen.findByRole('tab', { name: 'Submissions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No submissions waiting for review')).toBeInTheDocument();
    expect(api.sent('GET /api/admin/submissions?status=pending')).toHaveLength(1);
  });

  it('opens the tab the URL names', async () => {
    renderApp('/admin?tab=users', { user: admin, routes });
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
  });
});
