import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { EmailTab } from './email-tab';

const admin = buildUser({ role: 'admin' });
const outboxStatus = {
  configured: true,
  mode: 'outbox',
  message: 'No mail server is set (SMTP_URL), so e-mails are kept in the local outbox.',
  testAccount: { user: 'FutureFund <no-reply@futurefund.local>', web: 'http://localhost:5000/email-preview' },
};
const previewUrl = 'http://localhost:5000/email-preview/AAAAAAAAAAAAAAAAAAAAAA';
const stored = {
  id: 1,
  publicId: 'AAAAAAAAAAAAAAAAAAAAAA',
  to: 'a@example.org',
  subject: 'Earlier test',
  kind: 'test',
  status: 'stored',
  createdAt: '2027-01-01T09:00:00.000Z',
  previewUrl,
};

function renderTab(routes: Record<string, () => Response> = {}) {
  const view = renderWithProviders(<EmailTab />, {
    user: admin,
    routes: {
      'GET /api/email/status': () => json(outboxStatus),
      'GET /api/email/outbox': () => json({ messages: [stored] }),
      ...routes,
    },
  });
  return { ...view, user: userEvent.setup() };
}

describe('admin e-mail tab', () => {
  it('shows Configured with the message, the outbox account and the latest messages', async () => {
    renderTab();
    const status = await screen.findByRole('alert');
    expect(within(status).getByRole('heading', { name: 'Configured' })).toBeInTheDocument();
    expect(status).toHaveTextContent(outboxStatus.message);
    expect(status).toHaveTextContent('FutureFund <no-reply@futurefund.local>');
    expect(within(status).getByRole('link', { name: 'Open the outbox' })).toHaveAttribute(
      'href',
      'http://localhost:5000/email-preview',
    );
    expect(await screen.findByRole('link', { name: 'Preview: Earlier test' })).toHaveAttribute(
      'href',
      previewUrl,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
  });

  it('requires a valid recipient and sends nothing without one', async () => {
    const { api, user } = renderTab();
    await screen.findByRole('heading', { name: 'Configured' });
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.sent('POST /api/email/test')).toHaveLength(0);
  });

  it('sends the test e-mail and shows the result with its preview link', async () => {
    const { api, user } = renderTab({
      'POST /api/email/test': () =>
        json({ success: true, message: 'Test email sent (kept in the local outbox).', previewUrl }),
    });
    await screen.findByRole('heading', { name: 'Configured' });
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), 'me@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    const result = (await screen.findByRole('heading', { name: 'Email Result' })).closest('div.rounded-lg')!;
    expect(result).toHaveTextContent('Test email sent (kept in the local outbox).');
    expect(within(result as HTMLElement).getByRole('link', { name: 'View the message' })).toHaveAttribute(
      'href',
      previewUrl,
    );
    expect(api.sent('POST /api/email/test')[0]!.body).toEqual({
      to: 'me@example.org',
      subject: 'FutureFund test email',
      message: 'This is a test email from FutureFund.',
    });
    await waitFor(() => expect(api.sent('GET /api/email/outbox')).toHaveLength(2)); // refreshed
  });

  it('shows "Failed to send test email" when the send fails', async () => {
    const { user } = renderTab({
      'POST /api/email/test': () =>
        errorResponse(503, 'Failed to send test email: the mail server answered 552.', 'SERVICE_UNAVAILABLE'),
    });
    await screen.findByRole('heading', { name: 'Configured' });
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), 'me@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Failed to send test email')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View the message' })).not.toBeInTheDocument();
  });

  it('shows Not Configured and disables sending when the mail server is unreachable', async () => {
    renderTab({
      'GET /api/email/status': () =>
        json({
          configured: false,
          mode: 'smtp',
          message: 'The mail server could not be reached (ESOCKET).',
          testAccount: null,
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Not Configured' })).toBeInTheDocument();
    expect(screen.getByText('The mail server could not be reached (ESOCKET).')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the outbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Test Email' })).toBeDisabled();
  });

  it('shows "Failed to fetch data" when the status cannot be loaded, and keeps sending off', async () => {
    renderTab({ 'GET /api/email/status': () => errorResponse(500, 'Server error', 'INTERNAL_ERROR') });
    expect(await screen.findAllByText('Failed to fetch data')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send Test Email' })).toBeDisabled();
  });
});
