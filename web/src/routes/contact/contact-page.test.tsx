import { contactMessages } from '@futurefund/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const address = { 'GET /api/support': () => json({ email: 'help@ff.example' }) };
const message = 'The deadline on my saved scholarship looks wrong.';

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Your name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Your e-mail'), values.email);
  await user.selectOptions(screen.getByLabelText('Topic'), 'Listings and data');
  await user.type(screen.getByLabelText('Message'), message);
}

describe('contact page', () => {
  it('shows the support address as a mailto link and sets its title', async () => {
    renderApp('/contact', { routes: address });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact & support' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@ff.example' })).toHaveAttribute(
      'href',
      'mailto:help@ff.example',
    );
    expect(document.title).toBe('Contact & support · FutureFund');
  });

  it('checks every field, focusing the first invalid one, and sends nothing', async () => {
    const { api } = renderApp('/contact', { routes: address });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.email)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.topic)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageMin)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/support/messages')).toHaveLength(0);
  });

  it('prefills name and e-mail when signed in, shows Sending…, then the result in a live region', async () => {
    let answer: (response: Response) => void = () => {};
    const { api } = renderApp('/contact', {
      user: buildUser({ name: 'Ana Diaz', email: 'ana@example.org' }),
      routes: {
        ...address,
        'POST /api/support/messages': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Ana Diaz'));
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('ana@example.org');
    await fill(user, {});
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer(json({ success: true, message: contactMessages.sent }, 201));

    const sent = await screen.findByText(contactMessages.sent);
    expect(sent.closest('[aria-live="polite"]')).not.toBeNull();
    expect(api.sent('POST /api/support/messages')[0]!.body).toEqual({
      name: 'Ana Diaz',
      email: 'ana@example.org',
      topic: 'listings',
      message,
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's refusal, such as the hourly limit", async () => {
    renderApp('/contact', {
      routes: {
        ...address,
        'POST /api/support/messages': () => errorResponse(429, contactMessages.tooMany, 'RATE_LIMITED'),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 });
    await fill(user, { name: 'Sam', email: 'sam@example.org' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.tooMany)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your message was not sent' })).toBeInTheDocument();
  });
});
