import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { buildCatalog, cards, renderBrowse } from './opportunities/browse-test-utils';
import { buildAccess, buildInternship, buildSimilarItem } from './opportunity-detail/detail-fixtures';

// Browse → detail → back, across the two route areas: the way back is the exact browse URL (filters,
// chip, Load More depth) with its cards and its scroll position.

// Journeys of several clicks through router and fake server; a busy 2-core machine needs more than 5 s.
const multiStep = 15_000;

const detailRoutes = {
  'GET /api/internships/2': () => json(buildInternship({ id: 2, title: 'Internship 2' })),
  'GET /api/internships/5': () => json(buildInternship({ id: 5, title: 'Internship 5' })),
  'GET /api/internships/8': () => json(buildInternship({ id: 8, title: 'Internship 8' })),
  'GET /api/opportunities/similar': () =>
    json([buildSimilarItem({ id: 8, type: 'internship', kind: 'internship', title: 'Internship 8' })]),
  'POST /api/check-access': () => json(buildAccess()),
  'POST /api/use-profile-view': () => json(buildAccess()),
};

/** Pretends the window is scrolled to `y` (jsdom lays nothing out). */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => scrollWindowTo(0));

async function openDetailFromBrowse() {
  const view = await renderBrowse('/opportunities?type=internships&shown=24', {
    catalog: buildCatalog(30),
    routes: detailRoutes,
  });
  await waitFor(() => expect(cards()).toHaveLength(24));
  scrollWindowTo(1480);
  await view.user.click(screen.getByRole('link', { name: 'View Details for Internship 5' }));
  await screen.findByRole('heading', { level: 1, name: 'Internship 5' });
  scrollWindowTo(0);
  return { ...view, browseRequestCount: view.browseRequests().length };
}

type BrowseView = Awaited<ReturnType<typeof openDetailFromBrowse>>;

describe('returning to browse from a detail page', () => {
  it.each([
    [
      "'Back to opportunities'",
      async ({ user }: BrowseView) => {
        const back = screen.getByRole('link', { name: 'Back to opportunities' });
        expect(back).toHaveAttribute('href', '/opportunities?type=internships&shown=24');
        await user.click(back);
      },
    ],
    ["the browser's Back", ({ router }: BrowseView) => act(() => router.navigate(-1))],
  ])(
    '%s returns to the exact browse URL, with its cards and scroll position',
    async (_way, goBack) => {
      const scrollTo = vi.spyOn(window, 'scrollTo');
      const view = await openDetailFromBrowse();
      await goBack(view);
      await screen.findByRole('heading', { level: 1, name: 'Browse Opportunities' });
      expect(view.router.state.location.search).toBe('?type=internships&shown=24');
      expect(cards()).toHaveLength(24);
      expect(view.browseRequests()).toHaveLength(view.browseRequestCount);
      expect(scrollTo).toHaveBeenLastCalledWith(0, 1480);
    },
    multiStep,
  );

  it(
    'keeps the way back through a similar listing',
    async () => {
      const { user } = await openDetailFromBrowse();
      await user.click(await screen.findByRole('link', { name: 'Internship 8' }));
      await screen.findByRole('heading', { level: 1, name: 'Internship 8' });
      expect(screen.getByRole('link', { name: 'Back to opportunities' })).toHaveAttribute(
        'href',
        '/opportunities?type=internships&shown=24',
      );
    },
    multiStep,
  );

  it(
    'shows the Advanced Filters panel as it was left, so the scroll position fits',
    async () => {
      const view = await renderBrowse('/opportunities?type=internships', { routes: detailRoutes });
      await view.user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
      await view.user.click(screen.getByRole('link', { name: 'View Details for Internship 2' }));
      await screen.findByRole('heading', { level: 1, name: 'Internship 2' });
      await act(() => view.router.navigate(-1));
      const toggle = await screen.findByRole('button', { name: 'Advanced Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    },
    multiStep,
  );

  it('goes to /opportunities from a detail page opened directly', async () => {
    renderApp('/internships/5', { routes: detailRoutes });
    expect(await screen.findByRole('link', { name: 'Back to opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
  });
});
