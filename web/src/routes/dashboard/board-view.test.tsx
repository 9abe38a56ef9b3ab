import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../hooks/use-toast';
import { errorResponse, json } from '../../testing/fake-api';
import {
  applicationOf,
  buildCard,
  findSummary,
  multiStep,
  premiumUser,
  renderDashboard,
  warmUp,
} from './dashboard-test-utils';
import { boardStatuses } from './model/status';

beforeAll(warmUp, multiStep);

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const tracked = buildCard({ id: 7, title: 'Tracked Award', status: 'interested' });
const cards = [
  tracked,
  buildCard({ id: 8, title: 'Sent Application', status: 'applied' }),
  buildCard({ id: 9, title: 'Turned Down', status: 'rejected' }),
];

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name},`) });
const titlesIn = (name: string) =>
  within(column(name))
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

async function renderBoard(options: Parameters<typeof renderDashboard>[1]) {
  const view = await renderDashboard('/dashboard?view=board', options);
  await findSummary();
  return view;
}

describe('board', () => {
  it('has one column per status with its count and cards', async () => {
    await renderBoard({ cards });
    const board = screen.getByRole('region', { name: /^Saved,/ }).parentElement!;
    expect(
      within(board)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual([
      'Saved, 1 application',
      'Applied, 1 application',
      'In Progress, 0 applications',
      'Awarded, 0 applications',
      'Rejected, 1 application',
    ]);
    expect(within(column('Saved')).getByRole('heading', { level: 3 })).toHaveAccessibleName('Saved');
    expect(titlesIn('Saved')).toEqual(['Tracked Award']);
    expect(titlesIn('Rejected')).toEqual(['Turned Down']);
    expect(within(column('Awarded')).getByText('No applications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drag Tracked Award' })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
  });

  it(
    "moves a card with its 'Move to' control: PATCH, new column, 'Status updated'",
    async () => {
      const { user, api } = await renderBoard({
        user: premiumUser(),
        cards,
        routes: { 'PATCH /api/applications/7': () => json(applicationOf(tracked, { status: 'applied' })) },
      });
      const select = screen.getByRole('combobox', { name: 'Move Tracked Award to' });
      expect(select).toHaveValue('interested');
      expect(screen.getByRole('button', { name: 'Move Tracked Award' })).toBeDisabled();
      await user.selectOptions(select, 'Applied');
      await user.click(screen.getByRole('button', { name: 'Move Tracked Award' }));
      expect(await screen.findByText('Status updated')).toBeInTheDocument();
      expect(api.sent('PATCH /api/applications/7').map((request) => request.body)).toEqual([
        { status: 'applied' },
      ]);
      expect(titlesIn('Applied')).toEqual(['Tracked Award', 'Sent Application']);
      expect(titlesIn('Saved')).toEqual([]);
      // The moved card's control keeps focus in its new column.
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Move Tracked Award to' })).toHaveFocus(),
      );
    },
    multiStep,
  );

  it(
    'puts the card back and opens the upgrade dialog on 403 PREMIUM_REQUIRED',
    async () => {
      let answer: (response: Response) => void = () => {};
      const { user } = await renderBoard({
        cards,
        routes: { 'PATCH /api/applications/7': () => new Promise<Response>((resolve) => (answer = resolve)) },
      });
      expect(screen.getByText('Moving a card changes its status, a Premium feature.')).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Move Tracked Award to' }), 'Awarded');
      await user.click(screen.getByRole('button', { name: 'Move Tracked Award' }));
      // Optimistic: the card shows in its new column while the server answers.
      await waitFor(() => expect(titlesIn('Awarded')).toEqual(['Tracked Award']));
      answer(errorResponse(403, 'Status tracking is a Premium feature', 'PREMIUM_REQUIRED'));
      expect(
        await screen.findByRole('dialog', { name: 'Upgrade to Premium to track statuses' }),
      ).toBeInTheDocument();
      expect(titlesIn('Saved')).toEqual(['Tracked Award']);
      expect(titlesIn('Awarded')).toEqual([]);
      expect(screen.queryByText('Status updated')).not.toBeInTheDocument();
      // Closing the offer puts focus back on the card's control, in the column it stayed in.
      await user.click(screen.getByRole('button', { name: 'Maybe later' }));
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Move Tracked Award to' })).toHaveFocus(),
      );
    },
    multiStep,
  );

  it(
    'moves a card by keyboard (Space, ArrowRight, Space) and announces it',
    async () => {
      layOutBoard();
      const { user, api } = await renderBoard({
        user: premiumUser(),
        cards,
        routes: { 'PATCH /api/applications/7': () => json(applicationOf(tracked, { status: 'applied' })) },
      });
      const handle = screen.getByRole('button', { name: 'Drag Tracked Award' });
      handle.focus();
      await user.keyboard(' ');
      expect(await screen.findByText('Picked up Tracked Award. It is in Saved.')).toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      expect(await screen.findByText('Tracked Award is over Applied.')).toBeInTheDocument();
      await user.keyboard(' ');
      expect(await screen.findByText('Moved Tracked Award to Applied')).toBeInTheDocument();
      expect(await screen.findByText('Status updated')).toBeInTheDocument();
      expect(api.sent('PATCH /api/applications/7').map((request) => request.body)).toEqual([
        { status: 'applied' },
      ]);
      expect(titlesIn('Applied')).toEqual(['Tracked Award', 'Sent Application']);
      // dnd-kit gives focus back to the handle, now in the new column.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Drag Tracked Award' })).toHaveFocus());
    },
    multiStep,
  );

  it(
    'cancels a keyboard move with Escape and sends nothing',
    async () => {
      layOutBoard();
      const { user, api } = await renderBoard({ user: premiumUser(), cards });
      screen.getByRole('button', { name: 'Drag Tracked Award' }).focus();
      await user.keyboard(' ');
      await screen.findByText('Picked up Tracked Award. It is in Saved.');
      await user.keyboard('{ArrowRight}');
      await user.keyboard('{Escape}');
      expect(
        await screen.findByText('Moving Tracked Award was cancelled. It stays in Saved.'),
      ).toBeInTheDocument();
      expect(api.sent('PATCH /api/applications/7')).toHaveLength(0);
      expect(titlesIn('Saved')).toEqual(['Tracked Award']);
    },
    multiStep,
  );
});

/**
 * jsdom lays nothing out, so every rectangle is empty and dnd-kit cannot tell columns apart. This
 * gives the board the geometry a browser would: columns 280 px wide side by side, each card inside
 * its column.
 */
function layOutBoard() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const columnElement = this.closest<HTMLElement>('[data-board-column]');
    if (!columnElement) return new DOMRect(0, 0, 0, 0);
    const left = boardStatuses.indexOf(columnElement.dataset.boardColumn as never) * 300;
    if (this === columnElement) return new DOMRect(left, 0, 280, 600);
    return this.closest('[data-board-card]')
      ? new DOMRect(left + 10, 60, 260, 120)
      : new DOMRect(left, 0, 0, 0);
  });
}
