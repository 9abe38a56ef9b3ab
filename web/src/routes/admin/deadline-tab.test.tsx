import type { DeadlineCheckRun } from '@futurefund/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DeadlineTab } from './deadline-tab';

const run: DeadlineCheckRun = {
  id: 1,
  trigger: 'schedule',
  status: 'completed',
  startedAt: '2026-11-24T17:00:00Z',
  finishedAt: '2026-11-24T17:00:01Z',
  error: null,
  checked: 4,
  reminders: 3,
  emails: 2,
  notifications: 3,
  failed: 0,
};

function renderTab(trigger: () => Response | Promise<Response>, runs: DeadlineCheckRun[] = [run]) {
  return renderWithProviders(<DeadlineTab />, {
    user: buildUser({ role: 'admin' }),
    routes: {
      'GET /api/admin/deadline-checks': () => json({ runs }),
      'POST /api/email/trigger-deadline-check': trigger,
    },
  });
}

describe('DeadlineTab', () => {
  it('explains the schedule and lists the last runs', async () => {
    renderTab(() => json({ success: true, message: 'x' }));
    expect(screen.getByText(/checks every day at 9:00 AM/)).toHaveTextContent('7, 3 and 1 days');
    const table = await screen.findByRole('table', { name: 'Last deadline checks' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Schedule', 'Completed', '3', '2', '3', '0']);
  });

  it('reads Processing... while busy, then shows the result message', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    const { api } = renderTab(() => new Promise<Response>((resolve) => (release = resolve)), []);
    expect(await screen.findByText('No deadline checks have run yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Trigger Deadline Check' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release(
      json({ success: true, message: 'Deadline check complete: 3 reminders sent (2 e-mails, 3 in-app).' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deadline check complete: 3 reminders sent (2 e-mails, 3 in-app).',
    );
    expect(screen.getByRole('button', { name: 'Trigger Deadline Check' })).toBeEnabled();
    expect(api.sent('GET /api/admin/deadline-checks').length).toBeGreaterThan(1);
  });

  it('shows the failure message when the check fails', async () => {
    const user = userEvent.setup();
    renderTab(() => errorResponse(500, 'Something went wrong', 'INTERNAL_ERROR'));
    await user.click(screen.getByRole('button', { name: 'Trigger Deadline Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to trigger deadline check');
  });
});
