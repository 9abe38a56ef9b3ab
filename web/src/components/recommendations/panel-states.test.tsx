import { recommendationMessages } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildRecommendation,
  closeToasts,
  findCard,
  reactionsOf,
  renderTestPage,
  settingsCall,
  testPageList,
} from './recommendations-test-utils';

afterEach(closeToasts);

const panel = () => screen.findByRole('region', { name: 'Recommended for you' });
const cardTitles = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('recommendations panel states (product §2)', () => {
  it('shows 3 skeleton cards while the list loads', async () => {
    renderTestPage({ routes: { [testPageList]: () => new Promise<Response>(() => {}) } });
    const status = await within(await panel()).findByRole('status');
    expect(status).toHaveTextContent('Loading recommendations…');
    expect(status.querySelectorAll('[data-skeleton-card]')).toHaveLength(3);
  });

  it("says 'Oops! Something went wrong' on a failure, shows examples, and retries", async () => {
    let fail = true;
    const { user, api } = renderTestPage({
      routes: {
        [testPageList]: () =>
          fail ? errorResponse(500, 'Internal error', 'INTERNAL_ERROR') : json([buildRecommendation()]),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(
      within(alert).getByText('We had trouble loading your recommendations. Please try again later.'),
    ).toBeInTheDocument();
    const region = await panel();
    expect(cardTitles(region)).toHaveLength(3);
    expect(within(region).getAllByText('Example')).toHaveLength(3);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findCard('STEM Leaders Award')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.sent(testPageList)).toHaveLength(2);
  });

  it("says 'No Recommendations Yet' and what to add to the profile", async () => {
    const { api } = renderTestPage({ list: [] });
    const region = await panel();
    await waitFor(() => expect(api.sent(settingsCall)).toHaveLength(1));
    expect(
      await within(region).findByRole('heading', { name: 'No Recommendations Yet' }),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Add your intended major, skills and interests to your profile to get recommendations.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});

describe('examples instead of recommendations (product §7)', () => {
  it('falls back to 3 labelled examples on 401, with no links to listings', async () => {
    renderTestPage({
      routes: { [testPageList]: () => errorResponse(401, 'Not signed in', 'UNAUTHENTICATED') },
    });
    const region = await panel();
    expect(await within(region).findByText(/Example — sign in to see your own/)).toBeInTheDocument();
    expect(cardTitles(region)).toEqual([
      'Future Engineers Scholarship',
      'Summer Data Analyst Internship',
      'First-Generation Scholars Award',
    ]);
    const links = within(region)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/auth?next=%2Ftest']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows signed-out visitors the examples with a sign-in link, without asking the server', async () => {
    const { api } = renderTestPage({ user: null });
    const region = await panel();
    expect(await within(region).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?next=%2Ftest',
    );
    expect(cardTitles(region)).toHaveLength(3);
    expect(api.sent(testPageList)).toHaveLength(0);
  });

  it("refuses an example's Apply with 'Application not available'", async () => {
    const { user } = renderTestPage({ user: null });
    const card = await findCard('Future Engineers Scholarship');
    await user.click(within(card).getByRole('button', { name: 'Apply to Future Engineers Scholarship' }));
    const title = await screen.findByText(recommendationMessages.applicationUnavailable);
    // The toast itself: the screen reader's announcement of it repeats the same words.
    const toast = title.closest('li')!;
    expect(within(toast).getByText(/This is an example recommendation/)).toBeInTheDocument();
  });

  it("asks to sign in to save an example, and shows a reaction only locally ('Authentication required')", async () => {
    const { user, api } = renderTestPage({ user: null });
    const title = 'Future Engineers Scholarship';
    const card = await findCard(title);
    await user.click(within(card).getByRole('button', { name: `Save ${title}` }));
    expect(await screen.findByText('Not logged in')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to save opportunities')).toBeInTheDocument();
    const relevant = within(reactionsOf(card, title)).getByRole('button', { name: 'Relevant' });
    await user.click(relevant);
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(
      screen.getByText('Log in to save your feedback. For demo purposes, your reaction is shown locally.'),
    ).toBeInTheDocument();
    expect(relevant).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
