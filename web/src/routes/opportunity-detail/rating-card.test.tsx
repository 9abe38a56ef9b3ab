import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { findTitle, renderDetail } from './detail-test-utils';

const saved = 'GET /api/recommendations/feedback?opportunityType=scholarship&opportunityId=7';
const send = 'POST /api/recommendations/feedback';
const recorded = { success: true, message: 'Feedback recorded' };

async function renderSignedIn(routes: NonNullable<Parameters<typeof renderDetail>[1]>['routes'] = {}) {
  const view = renderDetail('/scholarships/7', {
    user: buildUser(),
    routes: { [saved]: () => json({ reactionType: null, rating: null }), ...routes },
  });
  await findTitle();
  const group = screen.getByRole('group', { name: 'Rate this opportunity' });
  return { ...view, star: (name: string) => within(group).getByRole('radio', { name }) };
}

describe('rating card, signed in', () => {
  it('shows the saved rating on load', async () => {
    const { star } = await renderSignedIn({ [saved]: () => json({ reactionType: 'thumbs_up', rating: 4 }) });
    await waitFor(() => expect(star('4 stars')).toBeChecked());
    expect(screen.getByText('You rated this 4 out of 5. Saved.')).toBeInTheDocument();
    expect(screen.getByText('Your rating shapes your recommendations.')).toBeInTheDocument();
    expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();
  });

  it.each([
    ['5 stars', 5, 'fire'],
    ['4 stars', 4, 'thumbs_up'],
    ['3 stars', 3, 'thinking'],
    ['2 stars', 2, 'thumbs_down'],
  ])('posts %s as feedback with its reaction', async (name, rating, reactionType) => {
    const { user, api, star } = await renderSignedIn({ [send]: () => json(recorded) });
    await user.click(star(name));
    await waitFor(() =>
      expect(screen.getByText(`You rated this ${rating} out of 5. Saved.`)).toBeInTheDocument(),
    );
    expect(api.sent(send).map((request) => request.body)).toEqual([
      { opportunityId: 7, opportunityType: 'scholarship', reactionType, rating },
    ]);
  });

  it("says 'Failed to submit feedback' and goes back to the saved rating when saving fails", async () => {
    const { user, star } = await renderSignedIn({
      [saved]: () => json({ reactionType: 'thinking', rating: 3 }),
      [send]: () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR'),
    });
    await waitFor(() => expect(star('3 stars')).toBeChecked());
    await user.click(star('5 stars'));
    expect(await screen.findByText('Failed to submit feedback')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(star('3 stars')).toBeChecked());
  });
});
