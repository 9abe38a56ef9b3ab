import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CtaSection } from './components/cta-section';
import { HeroSection } from './components/hero-section';
import HomePage from './home-page';

const renderInRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
// The page reads the session itself; visitors see the same links while it loads and after a 401.
const renderHome = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<HomePage />, options);
const withCounts = (counts: { scholarships: number; internships: number; students: number }) => ({
  routes: { 'GET /api/opportunities/counts': () => json(counts) },
});
const link = (name: string | RegExp) => screen.getByRole('link', { name });

describe('home page for visitors', () => {
  it('shows the product name, tagline and headline as the single h1', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your Path to Academic & Professional Success',
    );
    expect(screen.getAllByText('FutureFund').length).toBeGreaterThan(0);
    expect(screen.getByText('Funding Dreams, Fueling Futures')).toBeInTheDocument();
  });

  it("links 'Get Started' to /auth and 'Learn More' to /about", () => {
    renderHome();
    expect(link('Get Started')).toHaveAttribute('href', '/auth');
    const learnMore = link('Learn More about FutureFund');
    expect(learnMore).toHaveAttribute('href', '/about');
    // What is seen is the product's own 'Learn More'; the rest is for screen readers.
    expect(learnMore.firstChild?.textContent?.trim()).toBe('Learn More');
    expect(within(learnMore).getByText('about FutureFund')).toHaveClass('sr-only');
    expect(screen.queryByRole('link', { name: 'Browse Opportunities' })).not.toBeInTheDocument();
  });

  it('links the three stat tiles, with the real counts rounded down, to scholarships, internships and /about', async () => {
    renderHome(withCounts({ scholarships: 2_585, internships: 372, students: 1_236 }));
    expect(await screen.findByRole('link', { name: '2,500+ Scholarships' })).toHaveAttribute(
      'href',
      '/opportunities?type=scholarships',
    );
    expect(link('350+ Internships')).toHaveAttribute('href', '/opportunities?type=internships');
    expect(link('1,200+ Students')).toHaveAttribute('href', '/about');
  });

  it('shows the free account instead of a student count below 100', async () => {
    renderHome(withCounts({ scholarships: 47, internships: 0, students: 99 }));
    expect(await screen.findByRole('link', { name: '47 Scholarships' })).toBeInTheDocument();
    expect(link('0 Internships')).toBeInTheDocument();
    expect(link('$0 Free account')).toHaveAttribute('href', '/about');
    expect(screen.queryByText('Students')).not.toBeInTheDocument();
  });

  it('shows a placeholder with no number while the counts load', () => {
    renderHome({ routes: { 'GET /api/opportunities/counts': () => new Promise<Response>(() => {}) } });
    expect(link('Scholarships')).toHaveAttribute('href', '/opportunities?type=scholarships');
    expect(link('Internships')).toBeInTheDocument();
    expect(link('Students')).toBeInTheDocument();
    expect(screen.getAllByTestId('count-placeholder')).toHaveLength(3);
  });

  it('omits the numbers when the counts cannot be read', async () => {
    const { api } = renderHome({
      routes: { 'GET /api/opportunities/counts': () => errorResponse(500, 'Server error', 'INTERNAL_ERROR') },
    });
    expect(await screen.findByRole('link', { name: '$0 Free account' })).toBeInTheDocument();
    expect(link('Scholarships')).toBeInTheDocument();
    expect(link('Internships')).toBeInTheDocument();
    expect(screen.queryByTestId('count-placeholder')).not.toBeInTheDocument();
    expect(api.sent('GET /api/opportunities/counts')).toHaveLength(1);
  });

  it('sends visitors to /auth for member-only steps and features', () => {
    renderHome();
    expect(link('Create Your Profile')).toHaveAttribute('href', '/auth');
    expect(link('Discover Opportunities')).toHaveAttribute('href', '/opportunities');
    expect(link('Track Applications')).toHaveAttribute('href', '/auth');
    expect(link('AI-Powered Recommendations')).toHaveAttribute('href', '/auth');
    expect(link('Scholarship Matcher')).toHaveAttribute('href', '/opportunities?type=scholarships');
    expect(link('Internship Explorer')).toHaveAttribute('href', '/opportunities?type=internships');
    expect(link('Secure Document Vault')).toHaveAttribute('href', '/auth');
    expect(link('Application Tracker')).toHaveAttribute('href', '/auth');
    expect(link('Progress Dashboard')).toHaveAttribute('href', '/auth');
  });

  it('shows three success stories rated 5, 4.5 and 5 stars', () => {
    renderHome();
    const stories = screen.getByRole('heading', { name: 'Success Stories' }).closest('section')!;
    const ratings = within(stories)
      .getAllByRole('img')
      .map((el) => el.getAttribute('aria-label'));
    expect(ratings).toEqual(['Rated 5 out of 5', 'Rated 4.5 out of 5', 'Rated 5 out of 5']);
    expect(within(stories).getByRole('link', { name: 'Explore scholarships' })).toHaveAttribute(
      'href',
      '/opportunities?type=scholarships',
    );
    expect(within(stories).getByRole('link', { name: 'Learn about FutureFund' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it("ends with 'Get Started for Free' to /auth and the no-card note", () => {
    renderHome();
    expect(link('Get Started for Free')).toHaveAttribute('href', '/auth');
    expect(screen.getByText('No credit card required. Sign up in under 2 minutes.')).toBeInTheDocument();
  });
});

describe('home page calls to action for signed-in users', () => {
  it('follows the session: a signed-in user gets Browse Opportunities instead of Get Started', async () => {
    renderWithProviders(<HomePage />, { user: buildUser() });
    expect(await screen.findAllByRole('link', { name: /Browse Opportunities/ })).toHaveLength(2);
    expect(link('Create Your Profile')).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: /Get Started/ })).not.toBeInTheDocument();
  });

  it("offer 'Browse Opportunities' to /opportunities instead of sign-up links", () => {
    renderInRouter(
      <>
        <HeroSection isSignedIn />
        <CtaSection isSignedIn />
      </>,
    );
    const browse = screen.getAllByRole('link', { name: /Browse Opportunities/ });
    expect(browse).toHaveLength(2);
    browse.forEach((el) => expect(el).toHaveAttribute('href', '/opportunities'));
    expect(screen.queryByRole('link', { name: /Get Started/ })).not.toBeInTheDocument();
    expect(
      screen.queryByText('No credit card required. Sign up in under 2 minutes.'),
    ).not.toBeInTheDocument();
  });
});
