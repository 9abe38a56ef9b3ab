import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const TOKEN = 'B'.repeat(43);
const url = `POST /api/email/unsubscribe?token=${TOKEN}`;

describe('unsubscribe page', () => {
  it('changes nothing until the button is pressed, then shows what was turned off', async () => {
    const { api } = renderApp(`/unsubscribe?token=${TOKEN}`, {
      routes: {
        [url]: () =>
          json({
            success: true,
            message: 'You will no longer receive deadline reminder e-mails.',
            category: 'deadline_reminders',
          }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(api.sent(url)).toHaveLength(0);
    await userEvent.setup().click(button);
    expect(
      await screen.findByText('You will no longer receive deadline reminder e-mails.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(api.sent(url)).toHaveLength(1);
  });

  it('says "This link is no longer valid" when the server does not know the token', async () => {
    renderApp(`/unsubscribe?token=${TOKEN}`, {
      routes: { [url]: () => errorResponse(404, 'This link is no longer valid', 'NOT_FOUND') },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This link is no longer valid')).toBeInTheDocument();
  });

  it('says the same at once for a link without a token', async () => {
    renderApp('/unsubscribe');
    expect(await screen.findByText('This link is no longer valid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
