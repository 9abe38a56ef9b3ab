import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '@futurefund/core';
import { todayIn } from '../../lib/format';
import { json } from '../../testing/fake-api';
import {
  buildInternshipRecommendation,
  buildRecommendation,
  closeToasts,
  findCard,
  renderTestPage,
  settingsCall,
  testPageList,
} from './recommendations-test-utils';

afterEach(closeToasts);

describe('a recommendation card (product §2)', () => {
  it('shows type, award, deadline with days left, score, reasoning and where it comes from', async () => {
    const deadline = addDays(todayIn(), 20);
    renderTestPage({
      list: [buildRecommendation({ deadlineDate: deadline, lastVerifiedAt: '2020-03-15T00:00:00.000Z' })],
    });
    const card = await findCard('STEM Leaders Award');
    expect(within(card).getByText('Scholarship')).toBeInTheDocument();
    expect(within(card).getByText('$5,000')).toBeInTheDocument();
    expect(within(card).getByText(/· In 20 days$/)).toBeInTheDocument();
    expect(within(card).getByText('90% match')).toBeInTheDocument();
    expect(within(card).getByText('Matches your intended major, Computer Science.')).toBeInTheDocument();
    expect(within(card).getByText(/From Open Scholarships/)).toBeInTheDocument();
    expect(within(card).getByText('Last verified Mar 2020')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'STEM Leaders Award' })).toHaveAttribute(
      'href',
      '/scholarships/7',
    );
  });

  it('shows company and pay for an internship, linking to /internships/{id}', async () => {
    renderTestPage({ list: [buildInternshipRecommendation({ isPaid: true })] });
    const card = await findCard('Data Intern');
    expect(within(card).getByText('Internship')).toBeInTheDocument();
    expect(within(card).getByText('Acme Analytics')).toBeInTheDocument();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(within(card).getByText('No deadline listed')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Data Intern' })).toHaveAttribute('href', '/internships/9');
  });

  it.each([
    [90, 'Strong match', 'high'],
    [75, 'Good match', 'medium'],
    [50, 'Possible match', 'low'],
  ])('names the band of a %i score in words (%s), not colour alone', async (score, words, band) => {
    renderTestPage({ list: [buildRecommendation({ relevanceScore: score })] });
    const card = await findCard('STEM Leaders Award');
    const badge = within(card).getByText(`${score}% match`).closest<HTMLElement>('[data-band]');
    expect(badge).toHaveAttribute('data-band', band);
    expect(badge && within(badge).getByText(words)).toBeInTheDocument();
  });

  it("records a click on the title (source 'recommendation_card') and opens the listing", async () => {
    const { user, api, router } = renderTestPage({
      routes: { 'POST /api/recommendations/track': () => json({ success: true }, 201) },
    });
    const card = await findCard('STEM Leaders Award');
    await user.click(within(card).getByRole('link', { name: 'STEM Leaders Award' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scholarships/7'));
    expect(api.sent('POST /api/recommendations/track').map((request) => request.body)).toEqual([
      {
        opportunityId: 7,
        opportunityType: 'scholarship',
        eventType: 'click',
        metadata: { source: 'recommendation_card' },
      },
    ]);
  });
});

describe('Why this?', () => {
  it('lists every signal with its signed points, opened from the keyboard', async () => {
    const { user } = renderTestPage();
    const card = await findCard('STEM Leaders Award');
    const toggle = within(card).getByRole('button', { name: 'Why this? STEM Leaders Award' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const signals = within(card).getByRole('list', { name: 'What the score is made of' });
    expect(
      within(signals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Topic fit+70 pointsYour major is named.',
      'Eligibility+25 pointsYour GPA meets 3.0.',
      'Your reactions−5 pointsYou passed on similar ones.',
    ]);
  });

  it("hides a fact with 'Don't use my GPA' (PUT settings), reloads the list, and can use it again", async () => {
    let hidden: string[] = ['careerGoals'];
    const { user, api } = renderTestPage({
      routes: {
        [settingsCall]: () => json({ hiddenFacts: hidden }),
        'PUT /api/recommendations/settings': (request) => {
          hidden = (request.body as { hiddenFacts: string[] }).hiddenFacts;
          return json({ hiddenFacts: hidden });
        },
      },
    });
    const card = await findCard('STEM Leaders Award');
    await user.click(within(card).getByRole('button', { name: 'Why this? STEM Leaders Award' }));
    expect(within(card).getByRole('button', { name: "Don't use my intended major" })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: "Don't use my GPA" }));
    await waitFor(() => expect(api.sent(testPageList)).toHaveLength(2));
    expect(api.sent('PUT /api/recommendations/settings').map((request) => request.body)).toEqual([
      { hiddenFacts: ['careerGoals', 'gpa'] },
    ]);
    const useAgain = await screen.findByRole('button', { name: 'Use my GPA again' });
    expect(screen.getByRole('button', { name: 'Use my career goals again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Don't use my GPA" })).not.toBeInTheDocument();
    await user.click(useAgain);
    await waitFor(() => expect(api.sent('PUT /api/recommendations/settings')).toHaveLength(2));
    expect(api.sent('PUT /api/recommendations/settings')[1]?.body).toEqual({ hiddenFacts: ['careerGoals'] });
    expect(await screen.findByRole('button', { name: "Don't use my GPA" })).toBeInTheDocument();
  });
});
