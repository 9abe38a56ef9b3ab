import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildInternshipRecommendation,
  buildRecommendation,
  closeToasts,
  feedbackCall,
  findCard,
  reactionsOf,
  renderTestPage,
  testPageList,
} from './recommendations-test-utils';

afterEach(closeToasts);

const title = 'STEM Leaders Award';
const thanks = { success: true, message: 'Feedback recorded' };

async function reactionButtons() {
  const group = reactionsOf(await findCard(title), title);
  return (name: string) => within(group).getByRole('button', { name });
}

describe('reactions (product §4)', () => {
  it('starts from the saved reaction, sends a new one, and clears the chosen one locally', async () => {
    const { user, api } = renderTestPage({
      list: [buildRecommendation({ reaction: 'thinking' })],
      routes: { [feedbackCall]: () => json(thanks) },
    });
    const button = await reactionButtons();
    expect(button('Not sure')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Perfect match'));
    expect(await screen.findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(screen.getByText('Your feedback helps us improve recommendations.')).toBeInTheDocument();
    expect(api.sent(feedbackCall).map((request) => request.body)).toEqual([
      { opportunityId: 7, opportunityType: 'scholarship', reactionType: 'fire' },
    ]);
    expect(button('Perfect match')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Not sure')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Perfect match'));
    expect(button('Perfect match')).toHaveAttribute('aria-pressed', 'false');
    expect(api.sent(feedbackCall)).toHaveLength(1);
  });

  it('disables all four while a reaction is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = renderTestPage({
      routes: { [feedbackCall]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    const button = await reactionButtons();
    await user.click(button('Relevant'));
    const labels = ['Relevant', 'Not relevant', 'Perfect match', 'Not sure'];
    for (const label of labels) expect(button(label)).toBeDisabled();
    answer(json(thanks));
    await waitFor(() => expect(button('Relevant')).toBeEnabled());
    for (const label of labels) expect(button(label)).toBeEnabled();
  });

  it("keeps a reaction locally on 401 and says 'Authentication required'", async () => {
    const { user } = renderTestPage({
      routes: { [feedbackCall]: () => errorResponse(401, 'Not signed in', 'UNAUTHENTICATED') },
    });
    const button = await reactionButtons();
    await user.click(button('Relevant'));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(
      screen.getByText('Log in to save your feedback. For demo purposes, your reaction is shown locally.'),
    ).toBeInTheDocument();
    expect(button('Relevant')).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'Failed to submit feedback' / 'Please try again later.' and shows it unsaved", async () => {
    const { user } = renderTestPage({
      routes: { [feedbackCall]: () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR') },
    });
    const button = await reactionButtons();
    await user.click(button('Relevant'));
    expect(await screen.findByText('Failed to submit feedback')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(button('Relevant')).toHaveAttribute('aria-pressed', 'false');
  });

  it("removes the card after 'Not relevant': the reloaded list no longer has it", async () => {
    let list = [buildRecommendation(), buildInternshipRecommendation()];
    const { user, api } = renderTestPage({
      routes: {
        [testPageList]: () => json(list),
        [feedbackCall]: () => {
          list = list.filter((item) => item.id !== 7);
          return json(thanks);
        },
      },
    });
    const button = await reactionButtons();
    await user.click(button('Not relevant'));
    await waitFor(() => expect(screen.queryByRole('article', { name: title })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Data Intern' })).toBeInTheDocument();
    expect(api.sent(testPageList)).toHaveLength(2);
  });
});
