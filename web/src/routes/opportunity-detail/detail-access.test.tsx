import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildLimitedInternship,
  buildLimitedScholarship,
  buildScholarship,
  findTitle,
  renderDetail,
} from './detail-test-utils';

// The server spends free views and limits its answer (ADR 018); the page shows what it was sent.

const limitedAnswer = buildLimitedScholarship('free_views_used', {
  dueDate: 'March 1, 2027',
  deadline: '2027-03-01',
  location: 'Phoenix, AZ',
});

describe('free views, as the server answers them', () => {
  it('sends no view-counting call of its own: the detail answer is the only one', async () => {
    const { api, router } = renderDetail('/scholarships/7', { strict: true });
    await screen.findByRole('tab', { name: 'Overview' }, { timeout: 5000 });
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/scholarships/7'));
    await screen.findByRole('tab', { name: 'Overview' });
    const posts = api.requests.filter((request) => request.method === 'POST').map((r) => r.url);
    expect(new Set(posts)).toEqual(new Set(['/api/check-access']));
  });

  it('opens the upgrade dialog with "You\'ve used all 3 free views", $5.99 per week and $0', async () => {
    renderDetail('/scholarships/7', { detail: limitedAnswer });
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

  it('shows a limited answer honestly behind the dialog: the facts, the reason, sign up, no Apply', async () => {
    const { user } = renderDetail('/scholarships/7', { detail: limitedAnswer });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('STEM Leaders Award');
    for (const fact of ['Bright Futures Fund', '$5,000', 'Phoenix, AZ', 'Deadline: March 1, 2027'])
      expect(screen.getByText(fact)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign up free to keep reading' })).toBeInTheDocument();
    expect(screen.getByText("You've used all 3 free views")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/auth?tab=register&next=%2Fscholarships%2F7',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fscholarships%2F7',
    );
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Overview' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="https:"]')).toBeNull();
  });

  it('says why and opens no dialog when the network used up its free views', async () => {
    renderDetail('/scholarships/7', { detail: buildLimitedScholarship('address_limit') });
    await findTitle();
    expect(screen.getByText('Free views from your network are used up for this hour')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it("shows a limited internship's company, pay and location", async () => {
    renderDetail('/internships/9', {
      detail: buildLimitedInternship({ salaryRange: '$40/hr', location: 'Austin, TX', isRemote: true }),
    });
    expect(await findTitle()).toHaveTextContent('Data Intern');
    for (const fact of ['Acme Analytics', '$40/hr', 'Austin, TX · Remote', 'No deadline listed'])
      expect(screen.getByText(fact)).toBeInTheDocument();
    expect(screen.queryByText(/^Deadline:/)).not.toBeInTheDocument();
  });

  it('shows a full answer in full, with no free-view dialog', async () => {
    renderDetail('/scholarships/7', { detail: buildScholarship() });
    expect(await screen.findByRole('tab', { name: 'Overview' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Supports students in science.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Sign up free to keep reading')).not.toBeInTheDocument();
  });
});
