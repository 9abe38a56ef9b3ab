import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../testing/fake-api';
import {
  buildAccess,
  buildInternship,
  buildLimitedInternship,
  buildLimitedScholarship,
  buildScholarship,
  findTitle,
  renderDetail,
} from './detail-test-utils';

// The server spends free views and limits its answer (ADR 018); the page shows what it was sent,
// and reports the view of the listing it loaded (product §2, POST /api/use-profile-view).

const limitedAnswer = buildLimitedScholarship('free_views_used', {
  dueDate: 'March 1, 2027',
  deadline: '2027-03-01',
  location: 'Phoenix, AZ',
});
const outOfViews = buildAccess({ hasAccess: false, viewsUsed: 3 });
const VIEW = 'POST /api/use-profile-view';

/** Lets a sent view report's answer reach the page (the query client notifies on a timer). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the profile view of the listing on screen', () => {
  it('is reported once, with its listing, after the detail answer, even under StrictMode', async () => {
    const { api, router, user } = renderDetail('/scholarships/7', { strict: true });
    await screen.findByRole('tab', { name: 'Overview' }, { timeout: 5000 });
    await waitFor(() => expect(api.sent(VIEW)).toHaveLength(1));
    expect(api.sent(VIEW)[0]?.body).toEqual({ opportunityType: 'scholarship', opportunityId: 7 });
    const order = api.requests.map((request) => `${request.method} ${request.url}`);
    expect(order.indexOf(VIEW)).toBeGreaterThan(order.indexOf('GET /api/scholarships/7'));
    // Re-rendering the page (another tab) reports nothing more.
    await user.click(screen.getByRole('tab', { name: 'Eligibility' }));
    await settle();
    expect(api.sent(VIEW)).toHaveLength(1);
    // Coming back is a new load of the page, from the cached listing; the server counts it once.
    await router.navigate('/about');
    await screen.findByRole('heading', { level: 1, name: 'About FutureFund' }, { timeout: 5000 });
    await router.navigate('/scholarships/7');
    await screen.findByRole('tab', { name: 'Overview' });
    await waitFor(() => expect(api.sent(VIEW)).toHaveLength(2));
    expect(api.sent(VIEW)[1]?.body).toEqual({ opportunityType: 'scholarship', opportunityId: 7 });
  });

  it('names an internship as an internship', async () => {
    const { api } = renderDetail('/internships/9', { detail: buildInternship() });
    await findTitle();
    await waitFor(() => expect(api.sent(VIEW)).toHaveLength(1));
    expect(api.sent(VIEW)[0]?.body).toEqual({ opportunityType: 'internship', opportunityId: 9 });
  });

  it.each([
    [500, 'INTERNAL_ERROR'],
    [429, 'RATE_LIMITED'],
  ] as const)(
    "reports a %i answer as 'Failed to track profile view' and keeps the page",
    async (status, code) => {
      renderDetail('/scholarships/7', { routes: { [VIEW]: () => errorResponse(status, 'No', code) } });
      const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
        /^Failed to track profile view$/,
      );
      expect(screen.getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('opens the view_limit dialog when the view is answered hasAccess false, once', async () => {
    const { user } = renderDetail('/scholarships/7', { view: outOfViews });
    const dialog = await screen.findByRole(
      'dialog',
      { name: "You've used all 3 free views" },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The server sent the listing in full, so it stays readable.
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
  });

  it('opens no second dialog over a limited answer, and none once it is closed', async () => {
    const { api, user } = renderDetail('/scholarships/7', { detail: limitedAnswer });
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(api.sent(VIEW)).toHaveLength(1));
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('free views, as the server answers them', () => {
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
    const { api } = renderDetail('/scholarships/7', { detail: buildLimitedScholarship('address_limit') });
    await findTitle();
    await waitFor(() => expect(api.sent(VIEW)).toHaveLength(1));
    await settle();
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
