import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SourceFreshness } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';
import { buildUser } from '../../testing/build-user';
import { errorResponse, installFakeApi, json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import AboutPage from './about-page';

const renderAbout = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<AboutPage />, options);
const link = (name: string | RegExp) => screen.getByRole('link', { name });
const section = (heading: string) =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;

describe('about page', () => {
  it("has one h1 'About FutureFund', mission, vision and purpose, and the product §1 promises", () => {
    renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About FutureFund');
    for (const title of ['Our Mission', 'Our Vision', 'Our Purpose']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    for (const claim of [
      'Free basic account',
      'Your data is never sold',
      'Continuously updated opportunities',
      'A support team',
    ]) {
      expect(screen.getByRole('heading', { name: claim })).toBeInTheDocument();
    }
    expect(screen.getByText(/by e-mail or in the app; you choose which/)).toBeInTheDocument();
  });

  it('links each promise to its proof', () => {
    renderAbout();
    const promises = section('What You Can Count On');
    expect(
      within(promises)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Read the terms', '/terms'],
      ['Read the privacy policy', '/privacy'],
      ['See our data sources', '/sources'],
      ['Contact support', '/contact'],
      ['How e-mail is handled', '/privacy#email'],
    ]);
    expect(within(promises).queryByText(/refreshed every day/)).not.toBeInTheDocument();
    expect(link(/Data sources: every licence/)).toHaveAttribute('href', '/sources');
  });

  const countsRoute = (counts: { scholarships: number; internships: number; students: number }) => ({
    'GET /api/opportunities/counts': () => json(counts),
  });
  const counters = () => ({
    terms: screen.getAllByRole('term').map((el) => el.textContent),
    values: screen.getAllByRole('definition').map((el) => el.textContent),
  });

  it('shows the real counters of scholarships, internships and students, rounded down', async () => {
    renderAbout({ routes: countsRoute({ scholarships: 1_236, internships: 372, students: 2_585 }) });
    await screen.findByText('1,200+');
    expect(counters()).toEqual({
      terms: ['Scholarships', 'Internships', 'Students'],
      values: ['1,200+', '350+', '2,500+'],
    });
  });

  it('shows the free account in place of a student count below 100', async () => {
    renderAbout({ routes: countsRoute({ scholarships: 47, internships: 12, students: 5 }) });
    await screen.findByText('47');
    expect(counters()).toEqual({
      terms: ['Scholarships', 'Internships', 'Free account'],
      values: ['47', '12', '$0'],
    });
  });

  it('shows no number while loading, and leaves unread counters out', async () => {
    const { unmount } = renderAbout({
      routes: { 'GET /api/opportunities/counts': () => new Promise<Response>(() => {}) },
    });
    expect(counters()).toEqual({ terms: ['Scholarships', 'Internships', 'Students'], values: ['', '', ''] });
    unmount();
    renderAbout({
      routes: { 'GET /api/opportunities/counts': () => errorResponse(500, 'Server error', 'INTERNAL_ERROR') },
    });
    await screen.findByText('Free account');
    expect(counters()).toEqual({ terms: ['Free account'], values: ['$0'] });
  });

  describe("the freshness promise, in the sources' own figures", () => {
    const source = (overrides: Partial<SourceFreshness> = {}): SourceFreshness => ({
      name: 'Open Scholarships',
      opportunityTypes: ['scholarship'],
      refreshesItself: false,
      schedule: null,
      lastRefreshedAt: '2026-12-01T12:00:00.000Z',
      lastVerifiedAt: '2026-11-30T12:00:00.000Z',
      openListings: 12,
      ...overrides,
    });
    const sourcesRoute = (sources: SourceFreshness[]) => ({
      'GET /api/opportunities/sources': () => json(sources),
    });
    const promise = () =>
      screen.getByRole('heading', { level: 3, name: 'Continuously updated opportunities' }).closest('li')!;
    const promiseText = () => promise().querySelector('p')!;

    it('says no source refreshes itself when every one is a snapshot, with the newest import date', async () => {
      renderAbout({
        routes: sourcesRoute([
          source({ name: 'A Internships', lastRefreshedAt: '2026-12-04T12:00:00.000Z' }),
          source({ name: 'B Scholarships' }),
          source({ name: 'C Never Imported', lastRefreshedAt: null }),
        ]),
      });
      await within(promise()).findByText(/^Our catalog comes from/);
      expect(promiseText().textContent).toBe(
        'Our catalog comes from 3 sources. None refreshes itself yet: each is a snapshot we import, last imported Dec 4, 2026; contributor submissions are reviewed as they arrive, and every listing shows when its source last verified it.',
      );
    });

    it('names the sources that refresh themselves and when, from the schedule the server reports', async () => {
      renderAbout({
        routes: sourcesRoute([
          source({ name: 'Alpha Feed', refreshesItself: true, schedule: '0 9 * * *' }),
          source({ name: 'Beta Feed', refreshesItself: true, schedule: '0 9 * * *' }),
          source({ name: 'Gamma File', lastRefreshedAt: '2026-11-20T12:00:00.000Z' }),
          source({ name: 'Delta File', lastRefreshedAt: '2026-11-18T12:00:00.000Z' }),
        ]),
      });
      await within(promise()).findByText(/^Our catalog comes from/);
      expect(promiseText().textContent).toBe(
        'Our catalog comes from 4 sources. 2 of 4 sources refresh themselves every day at 09:00 UTC: Alpha Feed, Beta Feed. The others are snapshots we import, last imported Nov 20, 2026; contributor submissions are reviewed as they arrive, and every listing shows when its source last verified it.',
      );
    });

    it('shows a neutral line while the figures load, then a true sentence without figures after a failure', async () => {
      const { unmount } = renderAbout({
        routes: { 'GET /api/opportunities/sources': () => new Promise<Response>(() => {}) },
      });
      expect(promiseText().textContent).toBe('Checking when our sources were last imported…');
      expect(promiseText().querySelector('[aria-busy="true"]')).not.toBeNull();
      unmount();
      renderAbout({
        routes: {
          'GET /api/opportunities/sources': () => errorResponse(500, 'Server error', 'INTERNAL_ERROR'),
        },
      });
      await within(promise()).findByText(
        'Every listing shows its source and when that source last verified it.',
      );
      expect(promiseText().textContent).toBe(
        'Every listing shows its source and when that source last verified it.',
      );
      expect(promise()).not.toHaveTextContent(/09:00|refreshed|sources\./);
    });

    it('draws the page on the server with the true sentence only, and asks nothing while drawing', async () => {
      const api = installFakeApi({ routes: sourcesRoute([source()]) });
      const html = await renderPage('/about');
      const drawn = document.createElement('div');
      drawn.innerHTML = html;
      const heading = [...drawn.querySelectorAll('h3')].find(
        (h3) => h3.textContent === 'Continuously updated opportunities',
      )!;
      expect(heading.closest('li')!.querySelector('p')!.textContent).toBe(
        'Every listing shows its source and when that source last verified it.',
      );
      expect(html).not.toContain('09:00');
      expect(html).not.toContain('live feed');
      expect(api.sent('GET /api/opportunities/sources')).toEqual([]);
    });
  });

  it('links the logo to / for visitors and to /dashboard when signed in', async () => {
    const { unmount } = renderAbout();
    expect(link('FutureFund — home')).toHaveAttribute('href', '/');
    unmount();
    renderAbout({ user: buildUser() });
    expect(await screen.findByRole('link', { name: 'FutureFund — your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('opens on For Students and offers the four tabs in order', () => {
    renderAbout();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'For Students',
      'For Contributors',
      'The Process',
      'Our Technology',
    ]);
    expect(screen.getByRole('tab', { name: 'For Students' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('For Students');
  });

  it('shows the three steps of The Process with their points', async () => {
    const user = userEvent.setup();
    renderAbout();
    await user.click(screen.getByRole('tab', { name: 'The Process' }));
    const panel = screen.getByRole('tabpanel', { name: 'The Process' });
    const steps = within(panel).getAllByRole('heading', { level: 4 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Create your profile',
      'Step 2: Discover matching opportunities',
      'Step 3: Apply and track progress',
    ]);
    const points = (index: number) =>
      within(steps[index]!.closest('li')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(points(0)).toEqual([
      'Academic history and GPA',
      'Extracurriculars',
      'Skills',
      'Career interests and goals',
    ]);
    expect(points(1)).toEqual(['Scholarships', 'Internships', 'Grants', 'Fellowships', 'Advanced filters']);
    expect(points(2)).toEqual([
      'Document storage',
      'Deadline reminders',
      'Status tracking',
      'Document encryption',
    ]);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderAbout();
    await user.click(screen.getByRole('tab', { name: 'For Students' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For Contributors' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Our Technology' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the four source categories and the datasets, each linking to its GitHub repository', () => {
    renderAbout();
    const sources = section('Opportunity Sources');
    for (const category of [
      'Educational institutions',
      'Corporate partners',
      'Nonprofits',
      'Government agencies',
    ]) {
      expect(within(sources).getByRole('heading', { name: category })).toBeInTheDocument();
    }
    expect(
      within(sources).getByRole('heading', { name: 'Where our listings come from' }),
    ).toBeInTheDocument();
    const repoLinks = within(sources)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('https://github.com/'));
    expect(repoLinks).toEqual([
      'https://github.com/SimplifyJobs/Summer2025-Internships',
      'https://github.com/Jose-Gael-Cruz-Lopez/underclassmen-opportunities',
      'https://github.com/zshah101/Automated-List-Of-Summer-2027-and-Fall-2026-Tech-Internships',
      'https://github.com/tonyyu2170/summer2027-internship-tracker',
      'https://github.com/WonOfAKind/New-Grad-And-Internships-2027',
      'https://github.com/nehaabalaji/Summer-2027-Internship',
      'https://github.com/UlysseCHA/summer-2027',
      'https://github.com/SuryaHarikrishnan/2027-internship-tracker',
      'https://github.com/Grudged/open-scholarships',
      'https://github.com/atilatech/client-web-app',
      'https://github.com/edwinsantosv/Scholarships-Project',
      'https://github.com/darian-benitezsanchez/scholarship-database',
      'https://github.com/bizmantra/india-scholarships',
      'https://github.com/Grudged/open-scholarships',
    ]);
    expect(
      within(sources).getByText(/may be out of date\. Always check the provider's site/),
    ).toBeInTheDocument();
  });

  it('credits Open Scholarships by Grudged LLC under CC BY 4.0 and says FutureFund reformats the records', () => {
    renderAbout();
    const credit = link('Open Scholarships by Grudged LLC');
    expect(credit).toHaveAttribute('href', 'https://github.com/Grudged/open-scholarships');
    const license = link('CC BY 4.0');
    expect(license).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    const note = credit.closest('p')!;
    expect(note).toHaveTextContent(
      'Many of our scholarship records come from Open Scholarships by Grudged LLC, licensed under CC BY 4.0.',
    );
    expect(note).toHaveTextContent('FutureFund reformats these records');
  });

  it('opens external links in a new tab safely and says they open the source site', () => {
    renderAbout();
    const external = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('https://'));
    expect(external).toHaveLength(15);
    for (const a of external) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveAccessibleDescription('Opens the source site in a new tab');
    }
  });

  it("links 'Get Started' and 'Join as a Contributor' to /auth and 'Browse Opportunities' to /opportunities", () => {
    renderAbout();
    expect(link('Get Started')).toHaveAttribute('href', '/auth');
    expect(link('Join as a Contributor')).toHaveAttribute('href', '/auth');
    expect(link('Browse Opportunities')).toHaveAttribute('href', '/opportunities');
  });
});
