import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCatalog, cards, renderBrowse } from './browse-test-utils';

// Journeys of several clicks through router and fake server; a busy 2-core machine needs more than 5 s.
const multiStep = 15_000;
const loadMore = () => screen.findByRole('button', { name: /^Load More/ });

describe('Load More depth in the URL', () => {
  it(
    'writes the number of cards shown to the URL, replacing the entry, and a filter change starts again at 12',
    async () => {
      const { user, router } = await renderBrowse('/opportunities?type=internships', {
        catalog: buildCatalog(40),
      });
      await user.click(await loadMore());
      await waitFor(() => expect(cards()).toHaveLength(24));
      expect(router.state.location.search).toBe('?type=internships&shown=24');
      expect(router.state.historyAction).toBe('REPLACE');
      await user.click(await screen.findByRole('button', { name: 'Load More (16 remaining)' }));
      await waitFor(() => expect(router.state.location.search).toBe('?type=internships&shown=36'));
      await waitFor(() => expect(cards()).toHaveLength(36));

      await user.click(screen.getByRole('button', { name: 'Scholarships' }));
      await waitFor(() => expect(router.state.location.search).toBe('?type=scholarships'));
      await waitFor(() => expect(cards()).toHaveLength(12));
    },
    multiStep,
  );

  it('shows as many cards as a shared link says, in one request', async () => {
    const { browseRequests } = await renderBrowse('/opportunities?type=internships&shown=36', {
      catalog: buildCatalog(40),
    });
    expect(await screen.findByRole('button', { name: 'Load More (4 remaining)' })).toBeInTheDocument();
    expect(cards()).toHaveLength(36);
    expect(browseRequests().map(String)).toEqual(['type=internships&offset=0&limit=36']);
  });

  it.each([
    ['shown=abc', 'offset=0&limit=12', 12],
    ['shown=-24', 'offset=0&limit=12', 12],
    // Far past the counting cap: at most 100 per request, and the list ends at 80.
    ['shown=50000', 'offset=0&limit=100', 80],
  ])('reads a hand-edited %s safely', async (search, firstRequest, shownCards) => {
    const { browseRequests } = await renderBrowse(`/opportunities?${search}`, { catalog: buildCatalog(40) });
    await waitFor(() => expect(cards()).toHaveLength(shownCards));
    expect(browseRequests()[0]!.toString()).toBe(firstRequest);
  });

  it(
    'Back to a state seen with more cards shows them again, from the cache',
    async () => {
      const { user, router, browseRequests } = await renderBrowse('/opportunities', {
        catalog: buildCatalog(20),
      });
      await user.click(await loadMore());
      await waitFor(() => expect(cards()).toHaveLength(24));
      await user.click(screen.getByRole('button', { name: 'Internships' }));
      await waitFor(() => expect(cards()).toHaveLength(12));
      const requests = browseRequests().length;

      await act(() => router.navigate(-1));
      expect(router.state.location.search).toBe('?shown=24');
      expect(cards()).toHaveLength(24);
      expect(browseRequests()).toHaveLength(requests);
    },
    multiStep,
  );
});
