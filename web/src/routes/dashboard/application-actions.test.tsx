import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast } from '../../hooks/use-toast';
import { errorResponse, json } from '../../testing/fake-api';
import {
  applicationOf,
  buildCard,
  findSummary,
  listedTitles,
  multiStep,
  premiumUser,
  renderDashboard,
  warmUp,
} from './dashboard-test-utils';

beforeAll(warmUp, multiStep);

// The toast store lives in a module; one test's toast must not be read by the next.
afterEach(() => {
  act(() => dismissToast());
});

const tracked = buildCard({ id: 7, title: 'Tracked Award', status: 'interested', notes: 'Ask Ms. Lee' });

/** The card of `title` in the list. */
const cardOf = (title: string) =>
  within(screen.getByRole('heading', { level: 3, name: title }).closest('li')!);

/** The status badge of a card, as read out: 'Status: Saved'. */
const statusOf = (title: string) =>
  cardOf(title).getByText(
    (_, element) =>
      element?.tagName === 'SPAN' &&
      !element.classList.contains('sr-only') &&
      element.textContent?.startsWith('Status: ') === true,
  ).textContent;

describe('Update Status', () => {
  it(
    "sends the new status with the note and shows 'Status updated'",
    async () => {
      const { user, api } = await renderDashboard('/dashboard', {
        user: premiumUser(),
        cards: [tracked],
        routes: {
          'PATCH /api/applications/7': () =>
            json(applicationOf(tracked, { status: 'applied', dateApplied: '2026-03-10T12:00:00.000Z' })),
        },
      });
      await findSummary();
      await user.click(screen.getByRole('button', { name: 'Update Status for Tracked Award' }));
      const dialog = screen.getByRole('dialog', { name: 'Update Status' });
      expect(dialog).toHaveAccessibleDescription('Tracked Award');
      expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('interested');
      expect(within(dialog).queryByText('Status tracking is a Premium feature')).not.toBeInTheDocument();
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Applied');
      await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Sent on Monday');
      expect(within(dialog).getByText('14 / 500 characters')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Status updated')).toBeInTheDocument();
      expect(api.sent('PATCH /api/applications/7').map((request) => request.body)).toEqual([
        { status: 'applied', statusNote: 'Sent on Monday' },
      ]);
      expect(screen.queryByRole('dialog', { name: 'Update Status' })).not.toBeInTheDocument();
      expect(statusOf('Tracked Award')).toBe('Status: Applied');
      expect(cardOf('Tracked Award').getByText('Applied on Mar 10, 2026')).toBeInTheDocument();
      const summary = screen.getByRole('region', { name: 'Summary' });
      expect(
        within(summary)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(['0', '1', '0', '0']);
    },
    multiStep,
  );

  it(
    'sends no note when none was written, and refuses the status the card already has',
    async () => {
      const { user, api } = await renderDashboard('/dashboard', {
        user: premiumUser(),
        cards: [tracked],
        routes: {
          'PATCH /api/applications/7': () => json(applicationOf(tracked, { status: 'interviewing' })),
        },
      });
      await findSummary();
      await user.click(screen.getByRole('button', { name: 'Update Status for Tracked Award' }));
      const dialog = screen.getByRole('dialog', { name: 'Update Status' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'It is already Saved. Choose a new status.',
      );
      expect(api.sent('PATCH /api/applications/7')).toHaveLength(0);
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'In Progress');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Status updated')).toBeInTheDocument();
      expect(api.sent('PATCH /api/applications/7').map((request) => request.body)).toEqual([
        { status: 'interviewing' },
      ]);
    },
    multiStep,
  );

  it(
    'opens the upgrade dialog on 403 PREMIUM_REQUIRED and leaves the status unchanged',
    async () => {
      const { user, api } = await renderDashboard('/dashboard', {
        cards: [tracked],
        routes: {
          'PATCH /api/applications/7': () =>
            errorResponse(403, 'Status tracking is a Premium feature', 'PREMIUM_REQUIRED'),
        },
      });
      await findSummary();
      await user.click(screen.getByRole('button', { name: 'Update Status for Tracked Award' }));
      const dialog = screen.getByRole('dialog', { name: 'Update Status' });
      // Without Premium the control says so, but the server decides.
      expect(within(dialog).getByText('Premium')).toBeInTheDocument();
      expect(within(dialog).getByText('Status tracking is a Premium feature')).toBeInTheDocument();
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Awarded');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      const upgrade = await screen.findByRole('dialog', { name: 'Upgrade to Premium to track statuses' });
      expect(within(upgrade).getByText('Your current plan')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Update Status' })).not.toBeInTheDocument();
      expect(api.sent('PATCH /api/applications/7')).toHaveLength(1);
      expect(screen.queryByText('Status updated')).not.toBeInTheDocument();
      expect(screen.queryByText('Error')).not.toBeInTheDocument();
      expect(statusOf('Tracked Award')).toBe('Status: Saved');

      await user.click(within(upgrade).getByRole('button', { name: 'Maybe later' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    "shows other failures as an 'Error' toast and keeps the dialog open",
    async () => {
      const { user } = await renderDashboard('/dashboard', {
        user: premiumUser(),
        cards: [tracked],
        routes: {
          'PATCH /api/applications/7': () => errorResponse(500, 'Something broke', 'INTERNAL_ERROR'),
        },
      });
      await findSummary();
      await user.click(screen.getByRole('button', { name: 'Update Status for Tracked Award' }));
      const dialog = screen.getByRole('dialog', { name: 'Update Status' });
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Applied');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('500: Something broke')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Update Status' })).toBeInTheDocument();
      expect(statusOf('Tracked Award')).toBe('Status: Saved');
    },
    multiStep,
  );
});

describe('Notes', () => {
  it(
    "saves the notes alone (no Premium needed) and shows 'Notes saved'",
    async () => {
      const { user, api } = await renderDashboard('/dashboard', {
        cards: [tracked],
        routes: {
          'PATCH /api/applications/7': () => json(applicationOf(tracked, { notes: 'Ask Ms. Lee by Friday' })),
        },
      });
      await findSummary();
      expect(cardOf('Tracked Award').getByText('Ask Ms. Lee')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Notes for Tracked Award' }));
      const dialog = screen.getByRole('dialog', { name: 'Notes' });
      const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
      expect(notes).toHaveValue('Ask Ms. Lee');
      expect(notes).toHaveFocus();
      expect(notes).toHaveAttribute('maxlength', '5000');
      await user.type(notes, ' by Friday');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Notes saved')).toBeInTheDocument();
      expect(api.sent('PATCH /api/applications/7').map((request) => request.body)).toEqual([
        { notes: 'Ask Ms. Lee by Friday' },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(cardOf('Tracked Award').getByText('Ask Ms. Lee by Friday')).toBeInTheDocument();
    },
    multiStep,
  );
});

describe('Remove', () => {
  it(
    "asks first, then DELETEs and shows 'Removed from your applications'",
    async () => {
      const other = buildCard({ id: 8, title: 'Other Award' });
      const { user, api } = await renderDashboard('/dashboard', {
        cards: [tracked, other],
        routes: { 'DELETE /api/applications/7': () => new Response(null, { status: 204 }) },
      });
      await findSummary();
      await user.click(screen.getByRole('button', { name: 'Remove Tracked Award' }));
      let dialog = screen.getByRole('dialog', { name: 'Remove this application?' });
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.sent('DELETE /api/applications/7')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Remove Tracked Award' }));
      dialog = screen.getByRole('dialog', { name: 'Remove this application?' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Removed from your applications')).toBeInTheDocument();
      expect(api.sent('DELETE /api/applications/7')).toHaveLength(1);
      await waitFor(() => expect(listedTitles()).toEqual(['Other Award']));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Focus does not fall to the page's start with the removed card: the tab panel takes it.
      await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveFocus());
    },
    multiStep,
  );
});

describe('History', () => {
  it(
    "lists the changes oldest first: 'Saved', then 'Saved → Applied' with its date and note",
    async () => {
      const { user } = await renderDashboard('/dashboard', {
        cards: [tracked],
        routes: {
          'GET /api/applications/7/history': () =>
            json([
              {
                id: 1,
                fromStatus: null,
                toStatus: 'interested',
                note: null,
                changedAt: '2026-01-05T12:00:00.000Z',
              },
              {
                id: 2,
                fromStatus: 'interested',
                toStatus: 'applied',
                note: 'Sent with two letters',
                changedAt: '2026-02-14T12:00:00.000Z',
              },
            ]),
        },
      });
      await findSummary();
      await user.click(screen.getByRole('button', { name: 'History for Tracked Award' }));
      const dialog = screen.getByRole('dialog', { name: 'History' });
      const list = await within(dialog).findByRole('list', { name: 'Status changes' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['SavedJan 5, 2026', 'Saved → AppliedFeb 14, 2026Sent with two letters']);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    multiStep,
  );
});
