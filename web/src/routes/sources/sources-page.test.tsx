import type { SourceFreshness } from '@futurefund/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { errorResponse, installFakeApi, json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import SourcesPage from './sources-page';
import { tableCells } from '../../testing/table-cells';

const source = (overrides: Partial<SourceFreshness> = {}): SourceFreshness => ({
  name: 'Open Scholarships',
  opportunityTypes: ['scholarship'],
  refreshesItself: false,
  schedule: null,
  lastRefreshedAt: '2026-12-04T12:00:00.000Z',
  lastVerifiedAt: '2026-11-30T12:00:00.000Z',
  openListings: 1236,
  ...overrides,
});
const renderSources = (answer: () => Response | Promise<Response>) =>
  renderWithProviders(<SourcesPage />, { routes: { 'GET /api/opportunities/sources': answer } });
const freshness = () => screen.getByRole('region', { name: 'Refreshing and verifying' });

describe('sources page: refreshing and verifying', () => {
  it("tables each source's refresh, import and verification facts, scrolling inside a labelled region", async () => {
    renderSources(() =>
      json([
        source({
          name: 'Alpha Feed',
          refreshesItself: true,
          schedule: '0 9 * * *',
          lastVerifiedAt: null,
          openListings: 3,
        }),
        source({ name: 'Open Scholarships', lastRefreshedAt: null }),
      ]),
    );
    const table = await within(freshness()).findByRole('table', {
      name: 'Our data sources: refresh, last import and last verification',
    });
    expect(tableCells(table)).toEqual([
      ['Source', 'Refreshes itself', 'Last imported', 'Last verified by the source', 'Open listings'],
      ['Alpha Feed', 'Yes', 'Dec 4, 2026', 'Not stated', '3'],
      ['Open Scholarships', 'No', 'Not yet', 'Nov 30, 2026', '1236'],
    ]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Alpha Feed', 'Open Scholarships']);
    const scroller = screen.getByRole('region', {
      name: 'Sources and their dates (scrolls sideways on narrow screens)',
    });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(table);
    expect(within(freshness()).getByText(/^Our catalog comes from 2 sources\./).textContent).toBe(
      'Our catalog comes from 2 sources. 1 of 2 sources refreshes itself every day at 09:00 UTC: Alpha Feed. The other is a snapshot we import; contributor submissions are reviewed as they arrive, and every listing shows when its source last verified it.',
    );
    expect(freshness()).not.toHaveTextContent('live feed');
  });

  it('says while loading, when no source is active and when the dates cannot be read', async () => {
    const { unmount } = renderSources(() => new Promise<Response>(() => {}));
    expect(within(freshness()).getByText("Loading each source's dates…")).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(freshness()).queryByRole('table')).not.toBeInTheDocument();
    unmount();

    const empty = renderSources(() => json([]));
    expect(await within(freshness()).findByText('No source is active right now.')).toBeInTheDocument();
    expect(within(freshness()).queryByRole('table')).not.toBeInTheDocument();
    empty.unmount();

    renderSources(() => errorResponse(500, 'Server error', 'INTERNAL_ERROR'));
    expect(
      await within(freshness()).findByText(
        "Each source's dates could not be loaded just now. Please try again later.",
      ),
    ).toBeInTheDocument();
    expect(within(freshness()).queryByRole('table')).not.toBeInTheDocument();
    // What holds for every listing is said whatever the figures do.
    expect(
      within(freshness()).getByText(
        'A listing a source no longer shows is closed, never deleted, so your saved applications keep working.',
      ),
    ).toBeInTheDocument();
  });

  it('is drawn on the server with no refresh claim and no figures', async () => {
    const api = installFakeApi({ routes: { 'GET /api/opportunities/sources': () => json([source()]) } });
    const html = await renderPage('/sources');
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    const section = drawn.querySelector('#freshness')!;
    expect(section.querySelector('li')!.textContent).toBe(
      'A listing a source no longer shows is closed, never deleted, so your saved applications keep working.',
    );
    expect(section.querySelector('table')).toBeNull();
    expect(html).not.toContain('09:00');
    expect(html).not.toContain('live feed');
    expect(api.sent('GET /api/opportunities/sources')).toEqual([]);
  });
});
