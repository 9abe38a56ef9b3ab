import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../testing/fake-api';
import { buildAccess, renderDetail } from './detail-test-utils';

const limitReached = buildAccess({ hasAccess: false, viewsUsed: 3 });

describe('profile view metering', () => {
  it('records exactly one profile view per page load, even under StrictMode', async () => {
    const { api, router } = renderDetail('/scholarships/7', { strict: true });
    await screen.findByRole('tab', { name: 'Overview' }, { timeout: 5000 });
    expect(api.sent('POST /api/use-profile-view')).toHaveLength(1);
    expect(api.sent('POST /api/use-profile-view')[0]?.body).toBeUndefined();
    expect(api.sent('POST /api/check-access').length).toBeGreaterThanOrEqual(1);
    // Coming back finds the listing cached, so the view is recorded on mount: StrictMode runs
    // that effect twice, and the page must still count one view.
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/scholarships/7'));
    await screen.findByRole('tab', { name: 'Overview' });
    expect(api.sent('POST /api/use-profile-view')).toHaveLength(2);
  });

  it('opens the upgrade dialog with "You\'ve used all 3 free views", $5.99 per week and $0', async () => {
    renderDetail('/scholarships/7', { access: limitReached });
    const dialog = await screen.findByRole('dialog', { name: "You've used all 3 free views" });
    expect(within(dialog).getByText('$5.99 per week')).toBeInTheDocument();
    expect(within(dialog).getByText('$0')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(within(dialog).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/auth?tab=register&next=%2Fscholarships%2F7',
    );
  });

  it('keeps the body hidden behind a sign-up prompt, also after the dialog is closed', async () => {
    const { user } = renderDetail('/scholarships/7', { access: limitReached });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('STEM Leaders Award');
    expect(screen.getByRole('heading', { name: 'Sign up free to keep reading' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.queryByText('Supports students in science.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it("reports 'Failed to track profile view' inline and still shows the page", async () => {
    renderDetail('/scholarships/7', {
      routes: { 'POST /api/use-profile-view': () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR') },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to track profile view')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
