import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newsletterMessages } from '@futurefund/core';
import { errorResponse, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const TOKEN = 'C'.repeat(43);
const confirmUrl = 'POST /api/newsletter/confirm';
const leaveUrl = `POST /api/newsletter/unsubscribe?token=${TOKEN}`;

describe('newsletter confirm page', () => {
  it('confirms only when the button is pressed, then shows the answer', async () => {
    const { api } = renderApp(`/newsletter/confirm?token=${TOKEN}`, {
      routes: { [confirmUrl]: () => json({ success: true, message: newsletterMessages.confirmed }) },
    });
    const button = await screen.findByRole('button', { name: 'Confirm subscription' });
    expect(api.sent(confirmUrl)).toHaveLength(0);
    expect(document.title).toBe('Confirm your subscription · FutureFund');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    await userEvent.setup().click(button);
    expect(await screen.findByText(newsletterMessages.confirmed)).toBeInTheDocument();
    expect(api.sent(confirmUrl).map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an expired or used link", async () => {
    renderApp(`/newsletter/confirm?token=${TOKEN}`, {
      routes: {
        [confirmUrl]: () => errorResponse(400, newsletterMessages.confirmInvalid, 'VALIDATION_ERROR'),
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText(newsletterMessages.confirmInvalid)).toBeInTheDocument();
  });

  it('says so at once, with a way home, for a link without a token', async () => {
    renderApp('/newsletter/confirm');
    expect(await screen.findByText(newsletterMessages.confirmInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('newsletter unsubscribe page', () => {
  it('leaves only when the button is pressed', async () => {
    const { api } = renderApp(`/newsletter/unsubscribe?token=${TOKEN}`, {
      routes: { [leaveUrl]: () => json({ success: true, message: newsletterMessages.unsubscribed }) },
    });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(api.sent(leaveUrl)).toHaveLength(0);
    await userEvent.setup().click(button);
    expect(await screen.findByText(newsletterMessages.unsubscribed)).toBeInTheDocument();
    expect(api.sent(leaveUrl)).toHaveLength(1);
  });

  it('shows the 404 message for an unknown link, and the missing-token message at once', async () => {
    const { unmount } = renderApp(`/newsletter/unsubscribe?token=${TOKEN}`, {
      routes: { [leaveUrl]: () => errorResponse(404, newsletterMessages.unsubscribeInvalid, 'NOT_FOUND') },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(newsletterMessages.unsubscribeInvalid)).toBeInTheDocument();
    unmount();
    renderApp('/newsletter/unsubscribe');
    expect(await screen.findByText(newsletterMessages.unsubscribeInvalid)).toBeInTheDocument();
  });
});
