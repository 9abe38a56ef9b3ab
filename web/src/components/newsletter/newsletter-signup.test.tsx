import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newsletterMessages } from '@futurefund/core';
import { fieldErrorResponse, json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { NewsletterSignup } from './newsletter-signup';

const url = 'POST /api/newsletter/subscribe';

describe('the footer newsletter box', () => {
  it('sends the address and announces the server answer politely, clearing the field', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { api } = renderWithProviders(<NewsletterSignup />, {
      routes: {
        [url]: async () => {
          await answered;
          return json({ success: true, message: newsletterMessages.subscribed });
        },
      },
    });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    release();
    const answer = await screen.findByText(newsletterMessages.subscribed);
    expect(answer).toHaveAttribute('aria-live', 'polite');
    expect(api.sent(url).map((request) => request.body)).toEqual([{ email: 'ana@example.org' }]);
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("shows the server's validation message next to the field and marks it invalid", async () => {
    renderWithProviders(<NewsletterSignup />, {
      routes: {
        [url]: () => fieldErrorResponse('email', newsletterMessages.email),
      },
    });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(newsletterMessages.email);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(field).toHaveValue('not-an-address');
  });

  it('shows the throttle answer when the network sent too many', async () => {
    renderWithProviders(<NewsletterSignup />, {
      routes: {
        [url]: () => json({ message: newsletterMessages.tooMany, code: 'RATE_LIMITED', requestId: 'r' }, 429),
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.tooMany);
  });
});
