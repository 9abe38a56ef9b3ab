import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const TOKEN = 'A'.repeat(43);
const requested = 'If an account matches, we sent a reset link.';

describe('reset password page', () => {
  it('is reached from "Forgot password?" on the sign-in form', async () => {
    const { router } = renderApp('/auth');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('asks for a link by username and shows the neutral confirmation', async () => {
    const { api } = renderApp('/reset-password', {
      routes: { 'POST /api/auth/forgot-password': () => json({ success: true, message: requested }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'jdoe');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(requested)).toBeInTheDocument();
    expect(api.sent('POST /api/auth/forgot-password')[0]!.body).toEqual({ username: 'jdoe' });
  });

  it('sets a new password from the link, then offers to sign in', async () => {
    const { api } = renderApp(`/reset-password?token=${TOKEN}`, {
      routes: {
        'POST /api/auth/reset-password': () =>
          json({ success: true, message: 'Your password has been changed. Sign in with your new password.' }),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.sent('POST /api/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(api.sent('POST /api/auth/reset-password')[0]!.body).toEqual({
      token: TOKEN,
      password: 'new-secret-1',
    });
  });

  it('says when the link is invalid or expired, with a way to ask again', async () => {
    renderApp(`/reset-password?token=${TOKEN}`, {
      routes: {
        'POST /api/auth/reset-password': () =>
          errorResponse(400, 'This reset link is invalid or has expired.', 'VALIDATION_ERROR'),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
