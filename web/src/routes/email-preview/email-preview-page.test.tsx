import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const message = {
  subject: 'Reset your FutureFund password',
  from: 'FutureFund <no-reply@futurefund.local>',
  to: 'sam@example.org',
  date: '2027-01-01T09:00:00.000Z',
  text: 'Choose a new password here:\n\nhttp://localhost:5000/reset-password?token=abc\n',
  html: '<p>Choose a <a href="http://localhost:5000/reset-password?token=abc">new password</a></p>',
  headers: { 'message-id': '<1@futurefund.local>', subject: 'Reset your FutureFund password' },
};

describe('e-mail preview page', () => {
  it('shows the message: sandboxed HTML, linked text version and headers', async () => {
    renderApp(`/email-preview/${ID}`, { routes: { [`GET /api/email/outbox/${ID}`]: () => json(message) } });
    expect(await screen.findByRole('heading', { level: 1, name: message.subject })).toBeInTheDocument();
    expect(screen.getByText('sam@example.org')).toBeInTheDocument();
    const frame = screen.getByTitle('The e-mail as HTML');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain(message.html);
    expect(
      screen.getByRole('link', { name: 'http://localhost:5000/reset-password?token=abc' }),
    ).toHaveAttribute('href', 'http://localhost:5000/reset-password?token=abc');
    const headers = screen.getByRole('heading', { name: 'Headers' }).closest('div.rounded-lg') as HTMLElement;
    expect(within(headers).getByText('<1@futurefund.local>')).toBeInTheDocument();
  });

  it('says the message does not exist for an unknown id', async () => {
    renderApp(`/email-preview/${ID}`, {
      routes: {
        [`GET /api/email/outbox/${ID}`]: () =>
          errorResponse(404, 'This message does not exist.', 'NOT_FOUND'),
      },
    });
    expect(await screen.findByText('This message does not exist.')).toBeInTheDocument();
  });

  it('lists the outbox for admins at /email-preview', async () => {
    renderApp('/email-preview', {
      user: buildUser({ role: 'admin' }),
      routes: {
        'GET /api/email/outbox': () =>
          json({
            messages: [
              {
                id: 1,
                publicId: ID,
                to: 'sam@example.org',
                subject: message.subject,
                kind: 'password_reset',
                status: 'stored',
                createdAt: message.date,
                previewUrl: `http://localhost:5000/email-preview/${ID}`,
              },
            ],
          }),
      },
    });
    expect(await screen.findByRole('link', { name: message.subject })).toHaveAttribute(
      'href',
      `/email-preview/${ID}`,
    );
  });
});
