import { serverRenderedPaths } from '@futurefund/core';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { createAppMemoryRouter } from './app/app-router';
import { seedPageAnswers, type PageAnswers } from './app/page-answers';
import { pageAnswerPaths, renderPage } from './entry-server';
import { installDialogPolyfill } from './components/upgrade-dialog/dialog-polyfill';
import { createQueryClient } from './lib/query-client';
import {
  buildLimitedScholarship,
  buildInternship,
  buildScholarship,
  localDate,
} from './routes/opportunity-detail/detail-fixtures';
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
  seedPageAnswers(queryClient, new URL(url, 'http://localhost').pathname, answers);
  await act(async () => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
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
  const answersFor = (url: string, answer: unknown) => ({ [pageAnswerPaths(url)[0]!]: answer });

  it('names the answer each listing page draws with, and none for other pages', () => {
    expect(pageAnswerPaths('/scholarships/13')).toEqual(['/api/scholarships/13']);
    expect(pageAnswerPaths('/internships/7')).toEqual(['/api/internships/7']);
    for (const url of ['/scholarships/abc', '/scholarships/0', '/opportunities', '/about', '/dashboard']) {
      expect(pageAnswerPaths(url), url).toEqual([]);
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
      const answers = answersFor(url, answer);
      const html = await renderPage(url, answers);
      expect(html).not.toMatch(/<script|<template/);
      const drawn = document.createElement('div');
      drawn.innerHTML = html;
      expect(drawn.querySelector('h1')?.textContent).toBe(title);
      expect(drawn.textContent).not.toContain('Loading opportunity…');
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
    const answers = answersFor(url, scholarship);
    const html = await renderPage(url, answers);
    expect(html).toContain('Helps students finish their degree.');
    // Twenty local days ahead is 20 or 21 days Anywhere on Earth, whatever this machine's zone.
    expect(html).toMatch(/In 2[01] days/);
    await hydrate(url, html, answers);
    expect(await screen.findByText('In 20 days')).toBeInTheDocument();
  });
});
