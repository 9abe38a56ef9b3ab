import type { AdminUser } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { auditEntry } from './admin-fixtures';
import { UsersTab } from './users-tab';

const admin = buildUser({ role: 'admin' });
const ada: AdminUser = {
  username: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  userType: 'student_seeker',
  role: 'user',
  plan: 'premium',
  premiumUntil: '2027-01-05T12:00:00.000Z',
  premiumKind: 'complimentary',
};
const free: AdminUser = {
  ...ada,
  username: 'adam',
  name: null,
  plan: 'free',
  premiumUntil: null,
  premiumKind: null,
};

const search = async (text: string) => {
  await userEvent.type(screen.getByLabelText('Search users'), text);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('Users tab', () => {
  it('needs 2–100 characters before it searches', async () => {
    const { api } = renderWithProviders(<UsersTab />, {
      user: admin,
      routes: { 'GET /api/admin/audit-log': () => json([]) },
    });
    await search('a');
    expect(await screen.findByText('Enter 2–100 characters.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.url.startsWith('/api/admin/users'))).toBe(false);
  });

  it('lists the users found with their type, role and plan, or says none match', async () => {
    renderWithProviders(<UsersTab />, {
      user: admin,
      routes: {
        'GET /api/admin/audit-log': () => json([]),
        'GET /api/admin/users?q=ada': () => json([ada, free]),
        'GET /api/admin/users?q=zz': () => json([]),
      },
    });
    await search('ada');
    expect(await screen.findByText('2 users found (at most 20 shown)')).toBeInTheDocument();
    expect(
      screen.getByText(/Student seeker · User · Premium until Jan 5, 2027 \(complimentary\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/· Free$/)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search users'));
    await search('zz');
    expect(await screen.findByText('No users match “zz”.')).toBeInTheDocument();
  });

  it('grants Premium with days and a required reason, then reloads the audit log', async () => {
    const { api } = renderWithProviders(<UsersTab />, {
      user: admin,
      routes: {
        'GET /api/admin/audit-log': () => json([]),
        'GET /api/admin/users?q=adam': () => json([free]),
        'POST /api/admin/users/adam/complimentary-access': () =>
          json({ username: 'adam', weeklyAccessExpiresAt: '2026-12-24T12:00:00.000Z' }),
      },
    });
    await search('adam');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage adam' }));
    const form = screen.getByRole('form', { name: 'Grant complimentary Premium' });
    expect(screen.queryByRole('form', { name: 'Revoke Premium' })).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Grant Premium' }));
    expect(await within(form).findByText('A reason is required.')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/users/adam/complimentary-access')).toHaveLength(0);

    const days = within(form).getByLabelText('Days of Premium');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.type(within(form).getByLabelText('Reason for granting'), 'Programme winner');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant Premium' }));
    await waitFor(() => expect(api.sent('POST /api/admin/users/adam/complimentary-access')).toHaveLength(1));
    expect(api.sent('POST /api/admin/users/adam/complimentary-access')[0]!.body).toEqual({
      days: 30,
      reason: 'Programme winner',
    });
    expect(await screen.findByText('Premium granted')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET /api/admin/audit-log').length).toBeGreaterThan(1));
  });

  it('revokes complimentary Premium with a reason and shows a refusal', async () => {
    let answer = () => errorResponse(409, 'This user has no Premium access to revoke.', 'CONFLICT');
    const { api } = renderWithProviders(<UsersTab />, {
      user: admin,
      routes: {
        'GET /api/admin/audit-log': () => json([]),
        'GET /api/admin/users?q=ada': () => json([ada]),
        'DELETE /api/admin/users/ada/complimentary-access': () => answer(),
      },
    });
    await search('ada');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage ada' }));
    const form = screen.getByRole('form', { name: 'Revoke Premium' });
    await userEvent.type(within(form).getByLabelText('Reason for revoking'), 'Ended early');
    await userEvent.click(within(form).getByRole('button', { name: 'Revoke Premium' }));
    expect(
      await within(form).findByText('409: This user has no Premium access to revoke.'),
    ).toBeInTheDocument();

    answer = () => json({ username: 'ada', weeklyAccessExpiresAt: '2026-11-24T12:00:00.000Z' });
    await userEvent.click(within(form).getByRole('button', { name: 'Revoke Premium' }));
    expect(await screen.findByText('Premium revoked')).toBeInTheDocument();
    expect(api.sent('DELETE /api/admin/users/ada/complimentary-access').at(-1)!.body).toEqual({
      reason: 'Ended early',
    });
  });

  it('lists the audit log newest first, with its empty and error states', async () => {
    renderWithProviders(<UsersTab />, {
      user: admin,
      routes: {
        'GET /api/admin/audit-log': () =>
          json([
            auditEntry(),
            auditEntry({ id: 2, action: 'source.pause', target: 'Feed A', reason: null }),
            auditEntry({ id: 3, action: 'email.test', target: null, reason: null }),
          ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Admin actions, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Premium granted');
    expect(items[0]).toHaveTextContent('ada');
    expect(items[0]).toHaveTextContent('by root');
    expect(items[0]).toHaveTextContent('Reason: Programme winner');
    expect(items[1]).toHaveTextContent('Source paused');
    expect(items[2]).toHaveTextContent('Test e-mail sent');
  });

  it('says so when the audit log is empty or fails', async () => {
    const empty = renderWithProviders(<UsersTab />, {
      user: admin,
      routes: { 'GET /api/admin/audit-log': () => json([]) },
    });
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();
    empty.unmount();
    renderWithProviders(<UsersTab />, {
      user: admin,
      routes: { 'GET /api/admin/audit-log': () => errorResponse(500, 'Boom', 'INTERNAL_ERROR') },
    });
    expect(await screen.findByText('Could not load the audit log')).toBeInTheDocument();
  });
});
