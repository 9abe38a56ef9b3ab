import type { PageAnswers } from '@futurefund/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { createAppMemoryRouter } from './app/app-router';
import { seedPageAnswers } from './app/page-answers';
import { preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';

// The server also asks which page module a path shows, to announce its chunks (ADR 037), and which
// API answers a page draws with (ADR 044).
export { pageSourceFor } from './app/router';
export { pageAnswerPaths } from './app/page-answers';

// The server's view of a page for a visitor (ADR 036): the same tree main.tsx hydrates, so a phone
// paints the page before its JavaScript has arrived. Built by `vite build --ssr` into web/dist-ssr
// and imported by the server's page answers.

/**
 * The markup of `url` for a visitor, drawn with the API `answers` the server read for it (none for
 * the public pages). The page's module is loaded first, so nothing suspends and the answer is
 * plain HTML, with no streaming instructions (inline scripts, refused by our CSP).
 */
export async function renderPage(url: string, answers: PageAnswers = {}): Promise<string> {
  const { pathname } = new URL(url, 'http://localhost');
  await preloadPage(pathname);
  const queryClient = createQueryClient();
  await seedPageAnswers(queryClient, url, answers);
  const router = createAppMemoryRouter([url]);
  return renderToString(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}
