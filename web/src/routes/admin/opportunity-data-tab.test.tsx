import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { dataTabRoutes, idleStatus, runningStatus, source } from './admin-fixtures';
import { OpportunityDataTab } from './opportunity-data-tab';

const admin = buildUser({ role: 'admin' });

/** A refresh answer the test releases when it wants the run to end. */
function pendingRefresh() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
}

describe('Opportunity Data tab', () => {
  it('shows open and stored counts and every source with its schedule and last run', async () => {
    renderWithProviders(<OpportunityDataTab />, { user: admin, routes: dataTabRoutes });
    expect(await screen.findByText('1,200')).toBeInTheDocument();
    expect(screen.getByText(/open now \(listed on the site\) of 1,500 stored/)).toBeInTheDocument();
    expect(screen.getByText('340')).toBeInTheDocument();

    const feedA = (await screen.findByRole('heading', { name: 'Feed A' })).closest('li')!;
    expect(within(feedA).getByText('Active')).toBeInTheDocument();
    expect(within(feedA).getByText('Scheduled: 0 9 * * * (UTC cron)')).toBeInTheDocument();
    expect(
      within(feedA).getByText(/completed at .* found 50, added 3, updated 2, removed 1/),
    ).toBeInTheDocument();
    expect(within(feedA).getByText('42')).toBeInTheDocument();
    const feedB = screen.getByRole('heading', { name: 'Feed B' }).closest('li')!;
    expect(within(feedB).getByText('Paused')).toBeInTheDocument();
    expect(within(feedB).getByText('Never run')).toBeInTheDocument();
    expect(within(feedB).getByText('Bundled file: read on a manual refresh')).toBeInTheDocument();
  });

  it('pauses and resumes a source through the API', async () => {
    const { api } = renderWithProviders(<OpportunityDataTab />, {
      user: admin,
      routes: {
        ...dataTabRoutes,
        'POST /api/admin/data-sources/1/pause': () => json(source({ isActive: false })),
        'POST /api/admin/data-sources/2/resume': () => json(source({ id: 2, name: 'Feed B' })),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause Feed A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resume Feed B' }));
    await waitFor(() => expect(api.sent('POST /api/admin/data-sources/1/pause')).toHaveLength(1));
    expect(api.sent('POST /api/admin/data-sources/2/resume')).toHaveLength(1);
    await waitFor(() => expect(api.sent('GET /api/admin/data-sources').length).toBeGreaterThan(1));
  });

  it('shows the empty and error states of the sources', async () => {
    renderWithProviders(<OpportunityDataTab />, {
      user: admin,
      routes: {
        ...dataTabRoutes,
        'GET /api/admin/data-sources': () => json([]),
        'GET /api/admin/overview': () => errorResponse(500, 'Boom', 'INTERNAL_ERROR'),
      },
    });
    expect(await screen.findByText('No data sources yet.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the catalog figures')).toBeInTheDocument();
  });

  it('reads Scraping Data... while running, shows live progress, then the numbers added', async () => {
    const refresh = pendingRefresh();
    let status = idleStatus;
    renderWithProviders(<OpportunityDataTab />, {
      user: admin,
      routes: {
        ...dataTabRoutes,
        'GET /api/opportunities/refresh/status': () => json(status),
        'POST /api/opportunities/refresh': () => refresh.answer,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh Opportunity Data' }));
    expect(screen.getByRole('button', { name: 'Scraping Data...' })).toBeDisabled();
    status = runningStatus;
    expect(await screen.findByText('Sources done: 1 of 2', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sources done: 1 of 2' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText(/completed · found 10, added 4, updated 1, removed 0/)).toBeInTheDocument();

    status = idleStatus;
    refresh.release(
      json({
        success: true,
        message: 'Refreshed 2 sources.',
        scholarshipsAdded: 3,
        internshipsAdded: 4,
        existingScholarships: 1203,
        existingInternships: 344,
      }),
    );
    expect(await screen.findByText('3 scholarships and 4 internships added')).toBeInTheDocument();
    expect(screen.getByText('Refreshed 2 sources.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Opportunity Data' })).toBeEnabled();
  });

  it('says what is already present when nothing was added', async () => {
    renderWithProviders(<OpportunityDataTab />, {
      user: admin,
      routes: {
        ...dataTabRoutes,
        'POST /api/opportunities/refresh': () =>
          json({
            success: true,
            message: 'Nothing new.',
            scholarshipsAdded: 0,
            internshipsAdded: 0,
            existingScholarships: 1200,
            existingInternships: 340,
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh Opportunity Data' }));
    expect(
      await screen.findByText('Nothing new: 1200 scholarships and 340 internships already present'),
    ).toBeInTheDocument();
  });

  it('shows the error alert and the destructive toast when the refresh fails', async () => {
    renderWithProviders(<OpportunityDataTab />, {
      user: admin,
      routes: {
        ...dataTabRoutes,
        'POST /api/opportunities/refresh': () => errorResponse(500, 'Boom', 'INTERNAL_ERROR'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh Opportunity Data' }));
    const alert = (
      await screen.findByRole('heading', { name: 'Failed to refresh opportunity data' })
    ).closest('[role="alert"]');
    expect(alert).toBeInTheDocument();
    const toastTitle = await screen.findByText('Error');
    expect(toastTitle.parentElement).toHaveTextContent('Failed to refresh opportunity data');
  });

  it("on 409 shows the server's message and follows the running refresh", async () => {
    let status = idleStatus;
    renderWithProviders(<OpportunityDataTab />, {
      user: admin,
      routes: {
        ...dataTabRoutes,
        'GET /api/opportunities/refresh/status': () => json(status),
        'POST /api/opportunities/refresh': () => {
          status = runningStatus;
          return errorResponse(
            409,
            'A data refresh is already running. Please wait for it to finish.',
            'CONFLICT',
          );
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh Opportunity Data' }));
    expect(
      await screen.findByText('409: A data refresh is already running. Please wait for it to finish.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sources done: 1 of 2')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Failed to refresh opportunity data' }),
    ).not.toBeInTheDocument();
  });
});
