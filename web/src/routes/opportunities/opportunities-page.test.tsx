import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../testing/fake-api';
import { browseHandler, buildCatalog, buildItem, cards, renderBrowse } from './browse-test-utils';

// Typed text is written after a 300 ms pause; on a busy 2-core machine the default 1 s is tight.
const afterTyping = { timeout: 3000 };
// Journeys of several clicks through router and fake server; a busy 2-core machine needs more than 5 s.
const multiStep = 15_000;
const chip = (name: string) => screen.getByRole('button', { name });

describe('browse page', () => {
  it('shows the count, 12 cards and Load More with the remaining count', async () => {
    const { browseRequests } = await renderBrowse('/opportunities', { catalog: buildCatalog(20) });
    expect(await screen.findByText('40 opportunities found')).toHaveAttribute('aria-live', 'polite');
    expect(cards()).toHaveLength(12);
    expect(browseRequests()[0]!.toString()).toBe('offset=0&limit=12');
    expect(screen.getByRole('button', { name: 'Load More (28 remaining)' })).toBeInTheDocument();
    expect(document.title).toBe('Browse Opportunities · FutureFund');
  });

  it(
    'loads the next 12 from offset 12 and updates the remaining count',
    async () => {
      const { user, browseRequests } = await renderBrowse('/opportunities', { catalog: buildCatalog(20) });
      await user.click(await screen.findByRole('button', { name: 'Load More (28 remaining)' }));
      expect(await screen.findByRole('button', { name: 'Load More (16 remaining)' })).toBeInTheDocument();
      expect(cards()).toHaveLength(24);
      expect(browseRequests().at(-1)!.get('offset')).toBe('12');
    },
    multiStep,
  );

  it(
    'keeps Load More focused and inert while the next cards load',
    async () => {
      const catalog = buildCatalog(20);
      const serve = browseHandler(catalog);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const { user, browseRequests } = await renderBrowse('/opportunities', {
        catalog,
        routes: {
          // The second page waits until the test lets it go.
          'GET /api/opportunities': async (request) => {
            if (request.url.includes('offset=12')) await held;
            return serve(request);
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Load More (28 remaining)' }));
      const loading = await screen.findByRole('button', { name: 'Loading…' });
      // Not `disabled`: that would drop keyboard focus to the page.
      expect(loading).toHaveAttribute('aria-disabled', 'true');
      expect(loading).toHaveFocus();
      await user.click(loading);
      expect(browseRequests()).toHaveLength(2);
      release();
      const next = await screen.findByRole('button', { name: 'Load More (16 remaining)' });
      expect(next).toHaveFocus();
      expect(next).toHaveAttribute('aria-disabled', 'false');
      expect(cards()).toHaveLength(24);
    },
    multiStep,
  );

  it(
    'shows "N+" when the server stopped counting, and pages on until a short page',
    async () => {
      const { user } = await renderBrowse('/opportunities', {
        routes: { 'GET /api/opportunities': browseHandler(buildCatalog(20), 30) },
      });
      expect(await screen.findByText('More than 30 opportunities found')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Load More (more than 18 remaining)' }));
      await user.click(await screen.findByRole('button', { name: 'Load More (more than 6 remaining)' }));
      await user.click(await screen.findByRole('button', { name: 'Load More' }));
      await waitFor(() => expect(cards()).toHaveLength(40));
      expect(screen.queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();
    },
    multiStep,
  );

  it.each([
    ['/opportunities?type=scholarships', 'type', 'scholarships', 'Scholarships'],
    ['/opportunities?type=internships', 'type', 'internships', 'Internships'],
  ])('applies the preset %s', async (path, key, value, pressed) => {
    const { browseRequests } = await renderBrowse(path);
    await screen.findByText('3 opportunities found');
    expect(browseRequests()[0]!.get(key)).toBe(value);
    expect(chip(pressed)).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies the location and remote presets and shows them as badges', async () => {
    const catalog = [
      buildItem({
        id: 1,
        location: 'Boston, MA',
        stateCodes: ['MA'],
        countryCodes: ['US'],
        cities: ['Boston'],
      }),
      buildItem({ id: 2, isRemote: true }),
    ];
    const { browseRequests, unmount } = await renderBrowse('/opportunities?location=Boston', { catalog });
    expect(await screen.findByText('1 opportunity found')).toBeInTheDocument();
    expect(browseRequests()[0]!.get('location')).toBe('Boston');
    expect(screen.getByRole('button', { name: 'Remove filter: Location: Boston' })).toBeInTheDocument();
    unmount();
    await renderBrowse('/opportunities?remote=true', { catalog });
    expect(await screen.findByRole('button', { name: 'Remove filter: Remote only' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
  });

  it(
    'sets type and chip from the chips and starts again from the first 12',
    async () => {
      const catalog = [...buildCatalog(13), buildItem({ id: 99, tags: ['First-Gen Students'] })];
      const { user, router, browseRequests } = await renderBrowse('/opportunities', { catalog });
      await user.click(await screen.findByRole('button', { name: /^Load More/ }));
      await waitFor(() => expect(cards()).toHaveLength(24));

      await user.click(chip('Scholarships'));
      expect(await screen.findByText('14 opportunities found')).toBeInTheDocument();
      expect(cards()).toHaveLength(12);
      expect(browseRequests().at(-1)!.toString()).toBe('type=scholarships&offset=0&limit=12');
      expect(chip('Scholarships')).toHaveAttribute('aria-pressed', 'true');

      await user.click(chip('First-Gen Friendly'));
      expect(await screen.findByText('1 opportunity found')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?chip=first-gen');

      await user.click(chip('All'));
      expect(await screen.findByText('27 opportunities found')).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      // Back at a state seen before: still only its first 12 (product §4).
      expect(cards()).toHaveLength(12);
    },
    multiStep,
  );

  it('hides the amount sorts for internships', async () => {
    await renderBrowse('/opportunities?type=internships');
    const options = within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Relevance', 'Deadline', 'Newest']);
  });

  it(
    'writes typed search text to the URL after a pause, replacing the history entry',
    async () => {
      const { user, router, browseRequests } = await renderBrowse('/opportunities');
      await user.type(screen.getByRole('searchbox', { name: 'Search opportunities' }), 'Internship 2');
      await waitFor(() => expect(router.state.location.search).toBe('?q=Internship+2'), afterTyping);
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByText('1 opportunity found', {}, afterTyping)).toBeInTheDocument();
      expect(browseRequests().filter((params) => params.has('q'))).toHaveLength(1);
    },
    multiStep,
  );

  it("shows 'No opportunities found matching your criteria.' and Clear All Filters resets the URL", async () => {
    const { user, router } = await renderBrowse('/opportunities?q=zzzz&type=internships&sort=newest');
    expect(await screen.findByText('No opportunities found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByText('6 opportunities found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=newest');
    expect(screen.getByRole('searchbox', { name: 'Search opportunities' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search opportunities' })).toHaveFocus();
  });

  it('removes one filter from its badge and all of them with Clear All', async () => {
    const { user, router } = await renderBrowse('/opportunities?q=nurse&chip=minority&essay=none');
    await user.click(await screen.findByRole('button', { name: 'Remove filter: Minority Scholarships' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=nurse&essay=none'));
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument(),
    );
  });

  it("shows 'Failed to load opportunities. Please try again later.' as an alert, with a retry", async () => {
    let fail = true;
    const working = browseHandler(buildCatalog(3));
    const { user } = await renderBrowse('/opportunities', {
      routes: {
        'GET /api/opportunities': (request) =>
          fail ? errorResponse(500, 'Internal error', 'INTERNAL_ERROR') : working(request),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load opportunities. Please try again later.',
    );
    expect(cards()).toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('6 opportunities found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
