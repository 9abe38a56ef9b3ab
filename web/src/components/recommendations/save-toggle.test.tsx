import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationOf, buildCard } from '../../testing/build-application';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildInternshipRecommendation,
  buildRecommendation,
  closeToasts,
  findCard,
  renderTestPage,
} from './recommendations-test-utils';

afterEach(closeToasts);

const title = 'STEM Leaders Award';

describe('the save toggle', () => {
  const saved = buildCard({ id: 3, opportunityId: 7, opportunityType: 'scholarship', title });

  it("saves as browse does ('Saved for later') and un-saves ('Removed from saved items')", async () => {
    let applications = [] as ReturnType<typeof buildCard>[];
    const { user, api } = renderTestPage({
      routes: {
        'GET /api/applications': () => json(applications),
        'POST /api/applications': () => {
          applications = [saved];
          return json(applicationOf(saved), 201);
        },
        'DELETE /api/applications/3': () => {
          applications = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    const card = await findCard(title);
    const toggle = within(card).getByRole('button', { name: `Save ${title}` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Saved for later')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(api.sent('POST /api/applications').map((request) => request.body)).toEqual([
      { opportunityId: 7, opportunityType: 'scholarship', status: 'interested' },
    ]);
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Removed from saved items')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(api.sent('DELETE /api/applications/3')).toHaveLength(1);
  });

  it('starts pressed for a listing already saved, and links to the dashboard once applied', async () => {
    renderTestPage({
      list: [buildRecommendation(), buildInternshipRecommendation()],
      routes: {
        'GET /api/applications': () =>
          json([
            saved,
            buildCard({ id: 4, opportunityId: 9, opportunityType: 'internship', status: 'applied' }),
          ]),
      },
    });
    const card = await findCard(title);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: `Save ${title}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const applied = await findCard('Data Intern');
    expect(within(applied).getByRole('link', { name: 'In My Applications' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("says 'Error saving item' / 'Please try again later.' when saving fails", async () => {
    const { user } = renderTestPage({
      routes: { 'POST /api/applications': () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR') },
    });
    const card = await findCard(title);
    await user.click(within(card).getByRole('button', { name: `Save ${title}` }));
    expect(await screen.findByText('Error saving item')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Save ${title}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
