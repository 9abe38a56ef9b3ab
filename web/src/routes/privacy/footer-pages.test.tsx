import { SIGNED_IN_HINT_COOKIE } from '@futurefund/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

// The privacy, terms and data-sources pages: one h1, their meta, and links that lead to the proof.
describe('footer pages', () => {
  it('privacy says what is stored, that data is never sold, and links to export/delete and contact', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy · FutureFund');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('never sold'),
    );
    for (const heading of [
      'What we store',
      'Cookies and your browser',
      'Payments',
      'Download or delete your data',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/never reach our servers/)).toBeInTheDocument();
    // Every cookie the server sets is named (server plugins/session.ts and modules/access).
    for (const cookie of ['ff_session', SIGNED_IN_HINT_COOKIE, 'ff_visitor'])
      expect(screen.getByText(cookie, { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText(/the text of contact messages you sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your data' })).toHaveAttribute('href', '/profile#your-data');
    expect(screen.getAllByRole('link', { name: 'contact page' })[0]).toHaveAttribute('href', '/contact');
  });

  it('terms give the Premium price, cancelling, and point to sources and privacy', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText(/Premium costs \$5\.99 per week/)).toBeInTheDocument();
    expect(screen.getByText(/Access continues to the end of the week you paid for/)).toBeInTheDocument();
    expect(screen.getByText(/Always check the details with the provider/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'data sources' })).toHaveAttribute('href', '/sources');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('data sources list every dataset with its licence and the CC BY 4.0 credit', async () => {
    renderApp('/sources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data sources' })).toBeInTheDocument();
    const datasets = screen.getByRole('region', { name: 'Public datasets' });
    expect(within(datasets).getAllByRole('listitem')).toHaveLength(13);
    expect(within(datasets).getAllByText(/^Licence: MIT License/)).toHaveLength(3);
    expect(within(datasets).getByText('Licence: CC BY 4.0, © Grudged LLC')).toBeInTheDocument();
    expect(within(datasets).getByRole('link', { name: 'Open Scholarships by Grudged LLC' })).toHaveAttribute(
      'href',
      'https://github.com/Grudged/open-scholarships',
    );
    // No daily refresh is claimed: the freshness table states each source's own facts.
    expect(screen.queryByText(/refreshed every day/)).toBeNull();
    expect(
      screen.getByText(
        'A listing a source no longer shows is closed, never deleted, so your saved applications keep working.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/marks them as derived from its text/)).toBeInTheDocument();
  });
});
