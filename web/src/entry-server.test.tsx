import { serverRenderedPaths, type PageAnswers } from '@futurefund/core';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { App } from './app/app';
import { createAppMemoryRouter } from './app/app-router';
import { seedPageAnswers } from './app/page-answers';
import { pageAnswerPaths, renderPage } from './entry-server';
import { installDialogPolyfill } from './components/upgrade-dialog/dialog-polyfill';
import { createQueryClient } from './lib/query-client';
import {
  buildLimitedScholarship,
  buildInternship,
  buildScholarship,
  localDate,
} from './routes/opportunity-detail/detail-fixtures';
import { buildListItem } from './testing/build-list-item';
import { installFakeApi } from './testing/fake-api';

// ADR 036: what the server draws for a visitor must be exactly what the browser's first render
// makes, or React throws the server's work away (and reports it).

const headings: Record<string, string> = {
  '/': 'Your Path to Academic & Professional Success',
  '/about': 'About FutureFund',
};

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

const serverHtml = renderPage;

async function hydrate(url: string, html: string, answers: PageAnswers = {}) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const router = createAppMemoryRouter([url]);
  const queryClient = createQueryClient();
  await seedPageAnswers(queryClient, url, answers);
  await act(async () => {
    const root = hydrateRoot(
      container,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
    // Not Testing Library's to clean up: a root left mounted would keep answering the app's stores
    // (toasts, connectivity) in later files of the worker, after this file's jsdom.
    onTestFinished(() => {
      act(() => root.unmount());
    });
  });
  return recoverable;
}

describe('server-rendered public pages', () => {
  it.each(serverRenderedPaths)('%s is plain HTML with its h1 and no script', async (url) => {
    const html = await serverHtml(url);
    expect(html).not.toMatch(/<script|<template/);
    const page = document.createElement('div');
    page.innerHTML = html;
    const h1s = page.querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    if (headings[url]) expect(h1s[0]?.textContent).toBe(headings[url]);
    // A visitor's header: a way to sign in, no account menu.
    expect(page.querySelector('header')?.textContent).toContain('Sign In');
  });

  it.each(serverRenderedPaths)('%s hydrates without a mismatch, in light and in dark', async (url) => {
    installFakeApi({ sessionCookie: false });
    const html = await serverHtml(url);
    for (const dark of [false, true]) {
      if (dark) {
        localStorage.setItem('theme', 'dark');
        document.documentElement.classList.add('dark');
      }
      const recoverable = await hydrate(url, html);
      expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(recoverable).not.toHaveBeenCalled();
      document.body.innerHTML = '';
    }
  });
});

describe('listing pages drawn with their answer (ADR 044)', () => {
  // A visitor out of free views gets the upgrade dialog over the locked listing.
  beforeAll(installDialogPolyfill);
  const scholarship = buildScholarship({
    id: 13,
    title: 'Last Mile Fund',
    description: 'Helps students finish their degree.',
    deadline: localDate(20),
  });
  const similar = [buildListItem({ id: 21, title: 'Next Step Award' })];
  /** A listing's detail answer and its similar listings, as the server hands them over. */
  const answersFor = async (url: string, answer: unknown): Promise<PageAnswers> => {
    const [detailPath, similarPath] = await pageAnswerPaths(url);
    return {
      [detailPath!]: { body: answer, headers: {} },
      [similarPath!]: { body: similar, headers: {} },
    };
  };

  it('names the answers each listing page draws with, and none for pages drawn without data', async () => {
    expect(await pageAnswerPaths('/scholarships/13')).toEqual([
      '/api/scholarships/13',
      '/api/opportunities/similar?type=scholarship&id=13',
    ]);
    expect(await pageAnswerPaths('/internships/7')).toEqual([
      '/api/internships/7',
      '/api/opportunities/similar?type=internship&id=7',
    ]);
    for (const url of ['/scholarships/abc', '/scholarships/0', '/about', '/dashboard', '/applications']) {
      expect(await pageAnswerPaths(url), url).toEqual([]);
    }
  });

  it.each([
    ['/scholarships/13', scholarship, 'Last Mile Fund'],
    ['/internships/7', buildInternship({ id: 7, title: 'Data Internship' }), 'Data Internship'],
    [
      '/scholarships/14',
      buildLimitedScholarship('free_views_used', { id: 14, title: 'Locked Award' }),
      'Locked Award',
    ],
  ])(
    '%s is drawn with its words and hydrates without a mismatch, in light and in dark',
    async (url, answer, title) => {
      installFakeApi({ sessionCookie: false });
      const answers = await answersFor(url, answer);
      const html = await renderPage(url, answers);
      expect(html).not.toMatch(/<script|<template/);
      const drawn = document.createElement('div');
      drawn.innerHTML = html;
      expect(drawn.querySelector('h1')?.textContent).toBe(title);
      expect(drawn.textContent).not.toContain('Loading opportunity…');
      if (!('limited' in answer)) {
        // The similar listings come drawn too, so nothing waits for the app to ask (ADR 046).
        expect(drawn.textContent).toContain('Next Step Award');
        expect(drawn.textContent).not.toContain('Loading similar opportunities…');
      }
      for (const dark of [false, true]) {
        if (dark) {
          localStorage.setItem('theme', 'dark');
          document.documentElement.classList.add('dark');
        }
        const recoverable = await hydrate(url, html, answers);
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
        expect(recoverable).not.toHaveBeenCalled();
        document.body.innerHTML = '';
      }
    },
  );

  it("draws the description, and counts the deadline Anywhere on Earth until the browser's own zone takes over", async () => {
    installFakeApi({ sessionCookie: false });
    const url = '/scholarships/13';
    const answers = await answersFor(url, scholarship);
    const html = await renderPage(url, answers);
    expect(html).toContain('Helps students finish their degree.');
    // Twenty local days ahead is 20 or 21 days Anywhere on Earth, whatever this machine's zone.
    expect(html).toMatch(/In 2[01] days/);
    await hydrate(url, html, answers);
    expect(await screen.findByText('In 20 days')).toBeInTheDocument();
  });
});

describe('browse drawn with its first answer (ADR 046)', () => {
  const items = [
    buildListItem({ id: 31, title: 'Engineering Futures Grant' }),
    buildListItem({ id: 32, title: 'Bridge Engineering Award' }),
  ];

  it("asks for the first page of the URL's search, as deep as the URL has loaded", async () => {
    expect(await pageAnswerPaths('/opportunities')).toEqual(['/api/opportunities?offset=0&limit=12']);
    const [deep] = await pageAnswerPaths('/opportunities?q=engineering&type=scholarships&shown=36');
    const asked = new URL(deep!, 'http://localhost');
    expect(asked.pathname).toBe('/api/opportunities');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: 'engineering',
      type: 'scholarships',
      offset: '0',
      limit: '36',
    });
  });

  it.each([
    ['the count the server sent', { 'x-total-count': '57' }, '57 opportunities found'],
    ['the cards alone without a count', {}, '2 opportunities found'],
  ])('draws the cards with %s, and hydrates without a mismatch', async (_case, headers, count) => {
    installFakeApi({ sessionCookie: false });
    const url = '/opportunities?q=engineering';
    const [path] = await pageAnswerPaths(url);
    const answers: PageAnswers = { [path!]: { body: items, headers } };
    const html = await renderPage(url, answers);
    expect(html).not.toMatch(/<script|<template/);
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    expect(drawn.textContent).toContain(count);
    expect(drawn.textContent).toContain('Engineering Futures Grant');
    expect(drawn.textContent).toContain('Bridge Engineering Award');
    const recoverable = await hydrate(url, html, answers);
    expect(await screen.findByText(count)).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });

  it('draws an open Advanced Filters panel with its campus choices, and hydrates it', async () => {
    installFakeApi({ sessionCookie: false });
    const url = '/opportunities?remote=true';
    const paths = await pageAnswerPaths(url);
    expect(paths).toHaveLength(2);
    expect(paths[1]).toBe('/api/opportunities/facets');
    const facets = { campuses: [{ value: 'CSU Fullerton', count: 30 }], majors: [] };
    const answers: PageAnswers = {
      [paths[0]!]: { body: items, headers: { 'x-total-count': '2' } },
      [paths[1]!]: { body: facets, headers: {} },
    };
    const html = await renderPage(url, answers);
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    expect(drawn.textContent).toContain('CSU Fullerton (30)');
    const recoverable = await hydrate(url, html, answers);
    expect(await screen.findByRole('option', { name: 'CSU Fullerton (30)' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });
});
