import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildScholarship, findTitle, renderDetail } from './detail-test-utils';

describe('rating card', () => {
  it('rates with labelled star radios; signed out it stays on the page (no request)', async () => {
    const { user, api } = renderDetail('/scholarships/7');
    await findTitle();
    await screen.findByText('No similar opportunities found.');
    const group = screen.getByRole('group', { name: 'Rate this opportunity' });
    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('You rated this 4 out of 5.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to save your rating' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fscholarships%2F7',
    );
    const calls = api.requests.map((request) => `${request.method} ${request.url.split('?')[0]}`);
    expect(new Set(calls)).toEqual(
      new Set([
        'GET /api/user',
        'GET /api/scholarships/7',
        'POST /api/use-profile-view',
        'POST /api/check-access',
        'GET /api/opportunities/similar',
      ]),
    );
  });
});

describe('How to Apply tab', () => {
  it('lists the documents and the deadline as steps', async () => {
    const { user } = renderDetail('/scholarships/7', {
      detail: buildScholarship({ dueDate: 'March 1, 2027', essayRequired: true, portfolioRequired: true }),
    });
    await findTitle();
    await user.click(screen.getByRole('tab', { name: 'How to Apply' }));
    const panel = screen.getByRole('tabpanel', { name: 'How to Apply' });
    expect(within(panel).getByText('Prepare your documents: Essay, Portfolio.')).toBeInTheDocument();
    expect(within(panel).getByText('Submit before the deadline: March 1, 2027.')).toBeInTheDocument();
  });

  it('shows an ISO deadline as a date for people, in the steps and the apply card', async () => {
    const { user } = renderDetail('/scholarships/7', {
      detail: buildScholarship({ dueDate: '2026-11-30', deadline: '2026-11-30' }),
    });
    await findTitle();
    expect(screen.getByText('Deadline: Nov 30, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'How to Apply' }));
    const panel = screen.getByRole('tabpanel', { name: 'How to Apply' });
    expect(within(panel).getByText('Submit before the deadline: Nov 30, 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-30/)).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderDetail('/scholarships/7');
    await findTitle();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Eligibility' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Eligibility' })).toHaveAttribute('aria-selected', 'true');
  });
});
