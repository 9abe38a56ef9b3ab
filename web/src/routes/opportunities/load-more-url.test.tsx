import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useBrowseResults } from './api/browse-opportunities';
import { browseHandler, buildCatalog, byPath, cards, renderBrowse } from './browse-test-utils';
import { parseBrowseSearch, parseShown } from './browse-url';

// Journeys of several clicks through router and fake server; a busy 2-core machine needs more than 5 s.
const multiStep = 15_000;
const noFilters = parseBrowseSearch(new URLSearchParams());

/** What useBrowseResults says for a depth, without rendering the cards. */
function DepthProbe({ shown }: { shown: number }) {
  const depth = parseShown(new URLSearchParams({ shown: String(shown) }));
  const results = useBrowseResults(noFilters, depth);
  return (
    <p>{`${results.items.length} shown, more: ${results.hasMore}, at most: ${results.reachedMaxShown}`}</p>
  );
}

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

  // 240 cards rendered by jsdom take seconds on a busy 2-core machine; the bounds say so.
  it('catches up with a deeper URL in requests of up to 100', { timeout: 30_000 }, async () => {
    const { browseRequests } = await renderBrowse('/opportunities?shown=240', { catalog: buildCatalog(150) });
    await waitFor(() => expect(cards()).toHaveLength(240), { timeout: 25_000 });
    expect(browseRequests().map(String)).toEqual([
      'offset=0&limit=100',
      'offset=100&limit=100',
      'offset=200&limit=40',
    ]);
    expect(screen.getByRole('button', { name: 'Load More (60 remaining)' })).toBeInTheDocument();
  });

  it('stops Load More at the first 1,008 cards', async () => {
    // The hook alone: 1,008 rendered cards would cost jsdom more than the test is worth.
    const { api } = renderWithProviders(<DepthProbe shown={50_000} />, {
      routes: byPath({ 'GET /api/opportunities': browseHandler(buildCatalog(510)) }),
    });
    expect(await screen.findByText('1008 shown, more: false, at most: true')).toBeInTheDocument();
    const limits = api.requests
      .filter((request) => request.url.startsWith('/api/opportunities?'))
      .map((request) => new URL(request.url, 'http://localhost').searchParams.get('limit'));
    expect(limits).toEqual([...Array<string>(10).fill('100'), '12']);
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
