import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast } from '../../hooks/use-toast';
import { errorResponse, json } from '../../testing/fake-api';
import { buildCard, findSummary, multiStep, renderDashboard, warmUp } from './dashboard-test-utils';

beforeAll(warmUp, multiStep);

afterEach(() => {
  act(() => dismissToast());
});

const cards = [buildCard({ id: 1, title: 'Tracked Award' })];
const secret = 'https://futurefund.test/api/calendar/feed/s3cr3t.ics';
const calendar = () => screen.getByRole('region', { name: 'Calendar' });

describe('calendar card', () => {
  it('links the .ics download', async () => {
    await renderDashboard('/dashboard', { cards });
    await findSummary();
    const link = within(calendar()).getByRole('link', { name: 'Download .ics' });
    expect(link).toHaveAttribute('href', '/api/applications/calendar.ics');
    expect(link).toHaveAttribute('download');
  });

  it(
    'creates a subscription link, shows it once with Copy, and copies it',
    async () => {
      const { user, api } = await renderDashboard('/dashboard', {
        cards,
        routes: {
          'POST /api/calendar-feed': () =>
            json({ url: secret, active: true, createdAt: '2026-06-01T12:00:00.000Z' }, 201),
        },
      });
      await findSummary();
      await user.click(await within(calendar()).findByRole('button', { name: 'Create subscription link' }));
      const field = await within(calendar()).findByRole('textbox', { name: 'Subscription link' });
      expect(api.sent('POST /api/calendar-feed')).toHaveLength(1);
      expect(field).toHaveValue(secret);
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveAccessibleDescription(
        'This link is shown only once: copy it now. Keep it private; anyone with it can see your deadlines.',
      );
      await user.click(within(calendar()).getByRole('button', { name: 'Copy' }));
      expect(await screen.findByText('Link copied')).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe(secret);
      expect(within(calendar()).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'says an unseen link is active, and revokes it after confirmation',
    async () => {
      const { user, api } = await renderDashboard('/dashboard', {
        cards,
        feed: { url: null, active: true, createdAt: '2026-05-01T12:00:00.000Z' },
        routes: { 'DELETE /api/calendar-feed': () => new Response(null, { status: 204 }) },
      });
      await findSummary();
      expect(await within(calendar()).findByText('A subscription link is active.')).toBeInTheDocument();
      expect(within(calendar()).getByRole('button', { name: 'Replace link' })).toBeInTheDocument();
      await user.click(within(calendar()).getByRole('button', { name: 'Revoke' }));
      const dialog = screen.getByRole('dialog', { name: 'Revoke the subscription link?' });
      await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
      expect(await screen.findByText('Subscription link revoked')).toBeInTheDocument();
      expect(api.sent('DELETE /api/calendar-feed')).toHaveLength(1);
      expect(
        await within(calendar()).findByRole('button', { name: 'Create subscription link' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'replaces an active link with a new one shown once',
    async () => {
      const { user, api } = await renderDashboard('/dashboard', {
        cards,
        feed: { url: null, active: true, createdAt: '2026-05-01T12:00:00.000Z' },
        routes: {
          'POST /api/calendar-feed': () =>
            json({ url: secret, active: true, createdAt: '2026-06-01T12:00:00.000Z' }, 201),
        },
      });
      await findSummary();
      await user.click(await within(calendar()).findByRole('button', { name: 'Replace link' }));
      expect(await within(calendar()).findByRole('textbox', { name: 'Subscription link' })).toHaveValue(
        secret,
      );
      expect(api.sent('POST /api/calendar-feed')).toHaveLength(1);
      expect(within(calendar()).queryByText('A subscription link is active.')).not.toBeInTheDocument();
    },
    multiStep,
  );

  it('shows a failed subscription read with Retry', async () => {
    await renderDashboard('/dashboard', {
      cards,
      routes: { 'GET /api/calendar-feed': () => errorResponse(500, 'Down', 'INTERNAL_ERROR') },
    });
    await findSummary();
    await waitFor(() =>
      expect(within(calendar()).getByRole('alert')).toHaveTextContent(
        'Failed to load your calendar subscription.',
      ),
    );
    expect(within(calendar()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
