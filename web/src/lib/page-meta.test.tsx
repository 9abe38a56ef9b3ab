import { SITE_DESCRIPTION } from '@futurefund/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildScholarship, renderDetail } from '../routes/opportunity-detail/detail-test-utils';
import { renderApp } from '../testing/render-app';

// Each page's head (issue 18, ADR 033): the words of core's table, the listing's own on detail pages.

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
});

describe('page titles and descriptions', () => {
  it("gives Home the site's own title and description", async () => {
    renderApp('/');
    await waitFor(() => expect(head().title).toBe('FutureFund — Funding Dreams, Fueling Futures'));
    expect(head()).toMatchObject({
      description: SITE_DESCRIPTION,
      ogTitle: 'FutureFund — Funding Dreams, Fueling Futures',
      robots: null,
    });
    expect(head().canonical).toBe(`${window.location.origin}${window.location.pathname}`);
  });

  it('titles About and the sign-in page from the shared table', async () => {
    renderApp('/about');
    await waitFor(() => expect(head().title).toBe('About · FutureFund'));
    expect(head().ogTitle).toBe('About');
    expect(head().description).toMatch(/where its scholarship and internship listings come from/);
  });

  it('names Opportunities after its type preset', async () => {
    renderApp('/opportunities?type=internships');
    await waitFor(() => expect(head().title).toBe('Internships · FutureFund'));
    expect(head().robots).toBeNull();
  });

  it('keeps e-mailed-link and not-found pages out of search engines', async () => {
    renderApp('/reset-password');
    await waitFor(() => expect(head().title).toBe('Reset your password · FutureFund'));
    expect(head().robots).toBe('noindex');
  });

  it('marks the not-found page noindex, and the next page indexable again', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(head().title).toBe('Page Not Found · FutureFund'));
    expect(head().robots).toBe('noindex');
    await router.navigate('/about');
    await waitFor(() => expect(head().title).toBe('About · FutureFund'));
    expect(head().robots).toBeNull();
  });

  it("titles a listing by its title and describes it with the card's excerpt", async () => {
    const detail = buildScholarship({
      id: 7,
      title: 'Sunrise Scholarship',
      description: `${'b'.repeat(130)}`,
    });
    renderDetail('/scholarships/7', { detail });
    await waitFor(() => expect(head().title).toBe('Sunrise Scholarship · FutureFund'));
    expect(head().description).toBe(`${'b'.repeat(120)}...`);
    expect(head().robots).toBeNull();
  });

  it('keeps a closed listing out of search engines', async () => {
    const detail = buildScholarship({ id: 8, title: 'Old Award', closed: true, closedBy: 'source' });
    renderDetail('/scholarships/8', { detail });
    await waitFor(() => expect(head().title).toBe('Old Award · FutureFund'));
    expect(head().robots).toBe('noindex');
  });

  it('titles the invalid-id state and keeps it out of search engines', async () => {
    renderDetail('/internships/abc');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Invalid Internship ID');
    await waitFor(() => expect(head().title).toBe('Invalid Internship ID · FutureFund'));
    expect(head().robots).toBe('noindex');
  });
});
