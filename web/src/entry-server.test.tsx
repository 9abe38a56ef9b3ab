import { serverRenderedPaths } from '@futurefund/core';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { createAppMemoryRouter } from './app/app-router';
import { renderPage } from './entry-server';
import { createQueryClient } from './lib/query-client';
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

async function hydrate(url: string, html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const router = createAppMemoryRouter([url]);
  await act(async () => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} queryClient={createQueryClient()} />
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
