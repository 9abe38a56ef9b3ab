import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { NotificationSettings } from './components/notification-settings';

const defaults = {
  emailFrequency: 'weekly',
  emailDeadlineReminders: true,
  emailApplicationUpdates: true,
  emailOpportunityMatches: true,
  pushDeadlineReminders: true,
  daysBeforeDeadline: 7,
  priorityThreshold: 70,
};

describe('NotificationSettings', () => {
  it('shows the saved preferences and saves the changes', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProviders(<NotificationSettings />, {
      user: buildUser(),
      routes: {
        'GET /api/notification-preferences': () => json(defaults),
        'PUT /api/notification-preferences': (request) => json(request.body),
      },
    });
    const days = await screen.findByLabelText('Days before a deadline');
    expect(days).toHaveValue(7);
    expect(screen.getByLabelText('E-mail frequency')).toHaveValue('weekly');

    await user.click(screen.getByLabelText('E-mail me deadline reminders'));
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByRole('button', { name: 'Save notification preferences' }));

    await waitFor(() => expect(api.sent('PUT /api/notification-preferences')).toHaveLength(1));
    expect(api.sent('PUT /api/notification-preferences')[0]!.body).toEqual({
      ...defaults,
      emailDeadlineReminders: false,
      daysBeforeDeadline: 3,
    });
    expect(await screen.findByText('Notification preferences updated')).toBeInTheDocument();
  });
});
