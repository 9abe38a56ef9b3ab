import { addDays } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildCard,
  findSummary,
  listedTitles,
  multiStep,
  renderDashboard,
  warmUp,
} from './dashboard-test-utils';
import { todayIn } from '../../lib/format';
import { deadlineText } from './model/card-text';

beforeAll(warmUp, multiStep);

const mixed = [
  buildCard({ id: 1, title: 'Saved One', status: 'interested' }),
  buildCard({ id: 2, title: 'Saved Two', status: 'interested' }),
  buildCard({ id: 3, title: 'Sent Application', status: 'applied' }),
  buildCard({ id: 4, title: 'Interview Stage', status: 'interviewing' }),
  buildCard({ id: 5, title: 'Won Award', status: 'awarded' }),
  buildCard({ id: 6, title: 'Turned Down', status: 'rejected' }),
];

/** The four stat cards as "label: count". */
function stats() {
  const summary = screen.getByRole('region', { name: 'Summary' });
  const terms = within(summary).getAllByRole('term');
  const values = within(summary).getAllByRole('definition');
  return terms.map((term, index) => `${term.textContent}: ${values[index]!.textContent}`);
}

describe('dashboard page', () => {
  it(
    'shows the heading, the document title and the four stat counts',
    async () => {
      await renderDashboard('/dashboard', { cards: mixed });
      await findSummary();
      expect(stats()).toEqual(['Saved: 2', 'Applied: 1', 'In Progress: 1', 'Awarded: 1']);
      expect(document.title).toBe('My Applications · FutureFund');
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/applications/export.csv',
      );
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
    },
    multiStep,
  );

  it(
    'lists every application under All and each status under its tab; Saved lists the saved ones',
    async () => {
      const { user } = await renderDashboard('/dashboard', { cards: mixed });
      await findSummary();
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs).toEqual(['All', 'Saved', 'Applied', 'In Progress', 'Awarded']);
      expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      expect(listedTitles()).toEqual([
        'Saved One',
        'Saved Two',
        'Sent Application',
        'Interview Stage',
        'Won Award',
        'Turned Down',
      ]);
      await user.click(screen.getByRole('tab', { name: 'Saved' }));
      expect(listedTitles()).toEqual(['Saved One', 'Saved Two']);
      await user.click(screen.getByRole('tab', { name: 'Applied' }));
      expect(listedTitles()).toEqual(['Sent Application']);
      await user.click(screen.getByRole('tab', { name: 'In Progress' }));
      expect(listedTitles()).toEqual(['Interview Stage']);
      await user.click(screen.getByRole('tab', { name: 'Awarded' }));
      expect(listedTitles()).toEqual(['Won Award']);
    },
    multiStep,
  );

  it(
    'reaches every status tab with the arrow keys',
    async () => {
      const { user } = await renderDashboard('/dashboard', { cards: mixed });
      await findSummary();
      await user.click(screen.getByRole('tab', { name: 'All' }));
      for (const name of ['Saved', 'Applied', 'In Progress', 'Awarded']) {
        await user.keyboard('{ArrowRight}');
        expect(screen.getByRole('tab', { name })).toHaveFocus();
      }
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: 'Awarded' })).toHaveAttribute('aria-selected', 'true'),
      );
      expect(listedTitles()).toEqual(['Won Award']);
    },
    multiStep,
  );

  it('keeps the tab in the URL and shows an empty tab message', async () => {
    const { router } = await renderDashboard('/dashboard?tab=awarded', {
      cards: [buildCard({ id: 1, title: 'Saved One' })],
    });
    expect(await screen.findByText('No applications here yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Awarded' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=awarded');
  });

  it('shows the card fields: type, status, award, deadline, tags and the applied date', async () => {
    await renderDashboard('/dashboard', {
      cards: [
        buildCard({
          id: 1,
          title: 'Tracked Award',
          opportunityId: 42,
          type: 'grant',
          awardAmount: '$2,500',
          deadline: '2026-12-01',
          tags: ['STEM', 'First-Gen', 'Women', 'Merit'],
        }),
        buildCard({
          id: 2,
          title: 'Data Intern',
          opportunityId: 9,
          opportunityType: 'internship',
          type: 'internship',
          company: 'Acme Labs',
          awardAmount: null,
          status: 'applied',
          dateApplied: '2026-03-10T12:00:00.000Z',
        }),
        buildCard({ id: 3, title: null }),
      ],
    });
    await findSummary();
    const [award, intern, removed] = within(screen.getByRole('list', { name: 'Applications' }))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    const first = within(award!);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Tracked Award');
    expect(first.getByText('Grant')).toBeInTheDocument();
    expect(first.getByText('Saved')).toBeInTheDocument();
    expect(first.getByText('Status:')).toHaveClass('sr-only');
    expect(first.getByText('$2,500')).toBeInTheDocument();
    expect(first.getByText('Dec 1, 2026')).toBeInTheDocument();
    expect(first.getByText('Not applied yet')).toBeInTheDocument();
    expect(
      within(first.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['STEM', 'First-Gen', 'Women', '+1 more']);
    expect(first.getByRole('link', { name: 'View Tracked Award' })).toHaveAttribute(
      'href',
      '/scholarships/42',
    );
    for (const name of ['Update Status', 'Notes', 'History']) {
      expect(first.getByRole('button', { name: `${name} for Tracked Award` })).toBeInTheDocument();
    }
    expect(first.getByRole('button', { name: 'Remove Tracked Award' })).toBeInTheDocument();

    const second = within(intern!);
    expect(second.getByText('Internship')).toBeInTheDocument();
    expect(second.getByText('Acme Labs')).toBeInTheDocument();
    expect(second.getByText('Applied on Mar 10, 2026')).toBeInTheDocument();
    expect(second.getByText('No deadline')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'View Data Intern' })).toHaveAttribute('href', '/internships/9');

    const third = within(removed!);
    expect(third.getByRole('heading', { level: 3 })).toHaveTextContent('Removed opportunity');
    expect(third.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the 5 earliest upcoming deadlines of saved applications, with days left', async () => {
    // The user's own today (their time zone), as the card counts days left.
    const today = todayIn();
    await renderDashboard('/dashboard', {
      cards: [
        buildCard({ id: 1, title: 'Past Deadline', deadline: addDays(today, -2) }),
        buildCard({ id: 2, title: 'Month Away', deadline: addDays(today, 30) }),
        buildCard({ id: 3, title: 'Due Today', deadline: today }),
        buildCard({ id: 4, title: 'Already Applied', status: 'applied', deadline: addDays(today, 1) }),
        buildCard({ id: 5, title: 'Tomorrow', deadline: addDays(today, 1) }),
        buildCard({ id: 6, title: 'Three Days', deadline: addDays(today, 3) }),
        buildCard({ id: 7, title: 'Ten Days', deadline: addDays(today, 10) }),
        buildCard({ id: 8, title: 'Twenty Days', deadline: addDays(today, 20) }),
        buildCard({ id: 9, title: 'No Date', deadline: null }),
      ],
    });
    await findSummary();
    const region = screen.getByRole('region', { name: 'Upcoming Deadlines' });
    const entries = within(region)
      .getAllByRole('listitem')
      .map((item) => [
        item.firstElementChild?.textContent,
        item.querySelector('time')?.textContent,
        item.lastElementChild?.lastElementChild?.textContent,
      ]);
    const on = (days: number) => deadlineText(addDays(today, days));
    expect(entries).toEqual([
      ['Due Today', on(0), 'Today'],
      ['Tomorrow', on(1), 'In 1 day'],
      ['Three Days', on(3), 'In 3 days'],
      ['Ten Days', on(10), 'In 10 days'],
      ['Twenty Days', on(20), 'In 20 days'],
    ]);
  });

  it("says 'No upcoming deadlines' when no saved application has one ahead", async () => {
    await renderDashboard('/dashboard', {
      cards: [buildCard({ id: 1, status: 'applied', deadline: addDays(todayIn(), 5) })],
    });
    await findSummary();
    const region = screen.getByRole('region', { name: 'Upcoming Deadlines' });
    expect(within(region).getByText('No upcoming deadlines')).toBeInTheDocument();
  });

  it('shows the four tips and the cumulative progress numbers as a table', async () => {
    await renderDashboard('/dashboard', { cards: mixed });
    await findSummary();
    const tips = screen.getByRole('region', { name: 'Application Tips' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(4);
    const table = within(screen.getByRole('region', { name: 'Progress' })).getByRole('table', {
      name: 'Applications that reached each stage',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Saved6', 'Applied4', 'In Progress2', 'Awarded1']);
  });

  it(
    "shows the stats at 0 and the tabs, with 'Browse Opportunities' below, when there are no applications",
    async () => {
      const { user } = await renderDashboard('/dashboard', { cards: [] });
      expect(
        await screen.findByRole('heading', { level: 3, name: "You haven't saved any opportunities yet." }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse Opportunities' })).toHaveAttribute(
        'href',
        '/opportunities',
      );
      expect(stats()).toEqual(['Saved: 0', 'Applied: 0', 'In Progress: 0', 'Awarded: 0']);
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs).toEqual(['All', 'Saved', 'Applied', 'In Progress', 'Awarded']);
      // The empty state follows the tabs in reading order, and stays on another tab.
      const tabList = screen.getByRole('tablist', { name: 'Filter by status' });
      const empty = screen.getByRole('region', { name: "You haven't saved any opportunities yet." });
      expect(tabList.compareDocumentPosition(empty) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await user.click(screen.getByRole('tab', { name: 'Awarded' }));
      expect(screen.getByRole('link', { name: 'Browse Opportunities' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    },
    multiStep,
  );

  it('shows a spinner while loading', async () => {
    let answer: (response: Response) => void = () => {};
    await renderDashboard('/dashboard', {
      routes: { 'GET /api/applications': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    expect(screen.getByText('Loading your applications…').closest('[role="status"]')).toBeInTheDocument();
    answer(json([buildCard({ title: 'Arrived' })]));
    expect(await screen.findByRole('heading', { level: 3, name: 'Arrived' })).toBeInTheDocument();
  });

  it(
    'shows the load error with Retry, which loads again',
    async () => {
      let fail = true;
      const { user, api } = await renderDashboard('/dashboard', {
        routes: {
          'GET /api/applications': () =>
            fail
              ? errorResponse(500, 'Database down', 'INTERNAL_ERROR')
              : json([buildCard({ title: 'Back Again' })]),
        },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to load your applications. Please try again later.',
      );
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { level: 3, name: 'Back Again' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(api.sent('GET /api/applications')).toHaveLength(2);
    },
    multiStep,
  );

  it(
    'switches to the board and back, keeping the choice in the URL',
    async () => {
      const { user, router } = await renderDashboard('/dashboard', { cards: mixed });
      await findSummary();
      const view = screen.getByRole('group', { name: 'View' });
      expect(within(view).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(within(view).getByRole('button', { name: 'Board' }));
      expect(within(view).getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
      expect(router.state.location.search).toBe('?view=board');
      expect(screen.getByRole('region', { name: /^Rejected/ })).toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      await user.click(within(view).getByRole('button', { name: 'List' }));
      expect(router.state.location.search).toBe('');
      await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    },
    multiStep,
  );
});
