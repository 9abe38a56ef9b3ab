import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { renderApp } from '../../testing/render-app';

const footerLinks = [
  ['Opportunities', '/opportunities'],
  ['Scholarships', '/opportunities?type=scholarships'],
  ['Internships', '/opportunities?type=internships'],
  ['Data sources', '/sources'],
  ['About', '/about'],
  ['Contact & support', '/contact'],
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
];

async function footerNav() {
  const footer = await screen.findByRole('contentinfo');
  return { footer, nav: within(footer).getByRole('navigation', { name: 'Footer' }) };
}

describe('site footer', () => {
  it('groups Resources and Company links that all go to real pages', async () => {
    renderApp('/about');
    const { nav } = await footerNav();
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Resources', 'Company']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(footerLinks);
  });

  it('keeps the copyright line, and its brand link goes where the logo goes for members', async () => {
    renderApp('/about', { user: buildUser() });
    const { footer } = await footerNav();
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} FutureFund. Funding Dreams, Fueling Futures.`,
    );
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'FutureFund' })).toHaveAttribute('href', '/dashboard'),
    );
  });

  it.each([
    ['Privacy', 'Privacy'],
    ['Terms', 'Terms'],
    ['Data sources', 'Data sources'],
    ['Contact & support', 'Contact & support'],
  ])('opens %s from the footer', async (label, heading) => {
    const { router } = renderApp('/about', {
      routes: { 'GET /api/support': () => new Response(JSON.stringify({ email: 'help@ff.example' })) },
    });
    const { nav } = await footerNav();
    await userEvent.setup().click(within(nav).getByRole('link', { name: label }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(footerLinks.find(([name]) => name === label)![1]);
  });
});
