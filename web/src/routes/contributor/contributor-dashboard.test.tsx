import { submissionMessages } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildAnalytics,
  buildSubmission,
  heading,
  multiStep,
  noCounts,
  renderContributor,
  setUpContributorTests,
} from './contributor-test-utils';
import { tableCells } from '../../testing/table-cells';

setUpContributorTests(() => import('./contributor-dashboard-page'));

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('.rounded-lg');

/** The totals as label → value, read from their description list. */
const totals = () =>
  Object.fromEntries(
    [...screen.getByLabelText('Totals').querySelectorAll('div')].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]),
  );

async function openDashboard(options: Parameters<typeof renderContributor>[1] = {}) {
  const view = renderContributor('/contributor-dashboard', options);
  await heading('Contributor Dashboard');
  return view;
}

describe('contributor dashboard', () => {
  it('shows non-contributors the contributors-only message instead', async () => {
    renderContributor('/contributor-dashboard', { user: buildUser() });
    await heading('Contributors Only');
    expect(screen.getByText(submissionMessages.contributorsOnly)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contributor Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the cards and the empty state with a link to post the first opportunity', async () => {
    await openDashboard({
      routes: {
        'GET /api/contributor/summary': () =>
          json({ organizationName: null, opportunitiesPosted: 0, isVerified: false, verificationDate: null }),
      },
    });
    expect(screen.getByRole('link', { name: 'Post New Opportunity' })).toHaveAttribute(
      'href',
      '/submit-opportunity',
    );
    expect(await screen.findByText('Not specified')).toBeInTheDocument();
    expect(card('Opportunities Posted')).toHaveTextContent('0');
    expect(card('Verification Status')).toHaveTextContent('Pending');
    expect(await screen.findByText(submissionMessages.noSubmissions)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post your first opportunity' })).toHaveAttribute(
      'href',
      '/submit-opportunity',
    );
  });

  it(
    'lists submissions with status badges, rejection reasons, Edit and a confirmed Close',
    async () => {
      let approved = buildSubmission({
        id: 3,
        title: 'Summer Data Internship',
        type: 'internship',
        status: 'approved',
      });
      const { user, api } = await openDashboard({
        routes: {
          'GET /api/contributor/summary': () =>
            json({
              organizationName: 'Lakeside College',
              opportunitiesPosted: 3,
              isVerified: true,
              verificationDate: '2026-02-01T00:00:00.000Z',
            }),
          'GET /api/my-submissions': () =>
            json([
              buildSubmission({ id: 1, title: 'Future Leaders Award' }),
              buildSubmission({
                id: 2,
                title: 'Arts Grant',
                status: 'rejected',
                rejectionReason: 'Link is broken',
              }),
              approved,
            ]),
          'POST /api/my-submissions/internship/3/close': () => {
            approved = { ...approved, isClosed: true };
            return json(approved);
          },
        },
      });
      expect(await screen.findByText('Lakeside College')).toBeInTheDocument();
      expect(card('Opportunities Posted')).toHaveTextContent('3');
      expect(card('Verification Status')).toHaveTextContent('Verified');

      const item = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
      await screen.findByText('Future Leaders Award');
      expect(item('Future Leaders Award')).toHaveTextContent('Pending review');
      expect(item('Arts Grant')).toHaveTextContent('Rejected');
      expect(item('Arts Grant')).toHaveTextContent('Reason: Link is broken');
      expect(item('Summer Data Internship')).toHaveTextContent('Approved');
      expect(screen.getByRole('link', { name: 'Edit Arts Grant' })).toHaveAttribute(
        'href',
        '/submit-opportunity?edit=scholarship:2',
      );
      expect(screen.queryByRole('link', { name: 'Edit Summer Data Internship' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Close Future Leaders Award' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Close Summer Data Internship' }));
      const dialog = await screen.findByRole('dialog', { name: 'Close this listing?' });
      await user.click(within(dialog).getByRole('button', { name: 'Close listing' }));
      expect(await screen.findByText('Listing closed')).toBeInTheDocument();
      expect(api.sent('POST /api/my-submissions/internship/3/close')).toHaveLength(1);
      await waitFor(() => expect(item('Summer Data Internship')).toHaveTextContent('Closed'));
      expect(screen.queryByRole('button', { name: 'Close Summer Data Internship' })).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'shows analytics totals and per listing, switches period and links the CSV for it',
    async () => {
      const listing = {
        ...noCounts,
        type: 'scholarship' as const,
        id: 1,
        title: 'Future Leaders Award',
        status: 'approved' as const,
        views: 120,
        saves: 8,
        applications: 5,
        applied: 2,
        completionRate: 0.25,
      };
      const { user } = await openDashboard({
        routes: {
          'GET /api/contributor/analytics?days=30': () =>
            json(
              buildAnalytics({
                totals: { ...listing },
                listings: [
                  listing,
                  { ...noCounts, type: 'internship', id: 4, title: 'Quiet Internship', status: 'pending' },
                ],
                daily: [
                  { date: '2026-03-01', views: 70, saves: 5, applications: 3 },
                  { date: '2026-03-02', views: 50, saves: 3, applications: 2 },
                ],
              }),
            ),
          'GET /api/contributor/analytics?days=7': () =>
            json(buildAnalytics({ days: 7, totals: { ...noCounts, views: 9 } })),
        },
      });
      const table = await screen.findByRole('table', { name: 'Per listing' });
      expect(tableCells(table)).toEqual([
        ['Listing', 'Views', 'Saves', 'Applications', 'Completion rate'],
        ['Future Leaders Award', '120', '8', '5', '25%'],
        ['Quiet Internship', '0', '0', '0', '—'],
      ]);
      expect(totals()).toEqual({ Views: '120', Saves: '8', Applications: '5', 'Completion rate': '25%' });
      expect(tableCells(screen.getByRole('table', { name: 'Daily activity' }))).toEqual([
        ['Day', 'Views', 'Saves', 'Applications'],
        ['Mar 1', '70', '5', '3'],
        ['Mar 2', '50', '3', '2'],
      ]);
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/contributor/analytics.csv?days=30',
      );

      await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
      expect(await screen.findByText('No listings to report on yet.')).toBeInTheDocument();
      expect(totals()).toMatchObject({ Views: '9', 'Completion rate': '—' });
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/contributor/analytics.csv?days=7',
      );
    },
    multiStep,
  );

  it('says so when a section fails to load, and the rest of the page still works', async () => {
    await openDashboard({
      routes: {
        'GET /api/my-submissions': () => errorResponse(500, 'Something went wrong', 'INTERNAL_ERROR'),
        'GET /api/contributor/analytics?days=30': () =>
          errorResponse(503, 'Analytics are unavailable', 'SERVICE_UNAVAILABLE'),
      },
    });
    expect(await screen.findByText('500: Something went wrong')).toBeInTheDocument();
    expect(await screen.findByText('503: Analytics are unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Lakeside College')).toBeInTheDocument();
  });
});
