import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import { renderDashboard } from './dashboard-test-utils';

// The panel itself is tested with the /test page (components/recommendations); here, its place.

const list = 'GET /api/recommendations?limit=5';
const panel = () => screen.findByRole('region', { name: 'Recommended for you' });
const cardCount = (region: HTMLElement) => within(region).queryAllByRole('article').length;

describe('Recommended for you on the dashboard (product §2 side column)', () => {
  it('asks for 5 (RECOMMENDATIONS_DEFAULT_LIMIT) and says when there are none yet', async () => {
    const { api } = await renderDashboard('/dashboard', { routes: { [list]: () => json([]) } });
    const region = await panel();
    expect(
      await within(region).findByRole('heading', { name: 'No Recommendations Yet' }),
    ).toBeInTheDocument();
    expect(api.sent(list)).toHaveLength(1);
  });

  it('falls back to 5 examples when the list fails', async () => {
    await renderDashboard('/dashboard', {
      routes: { [list]: () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR') },
    });
    const region = await panel();
    await waitFor(() => expect(cardCount(region)).toBe(5));
    expect(within(region).getByRole('alert')).toHaveTextContent('Oops! Something went wrong');
    expect(within(region).getByText(/yours could not be loaded/)).toBeInTheDocument();
  });
});
