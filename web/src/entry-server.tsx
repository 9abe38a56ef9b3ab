import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { createAppMemoryRouter } from './app/app-router';
import { preloadPage } from './app/router';

// The server also asks which page module a path shows, to announce its chunks (ADR 037).
export { pageSourceFor } from './app/router';
import { createQueryClient } from './lib/query-client';

// The server's view of a public page (ADR 036): the same tree main.tsx hydrates, rendered for a
// visitor with no data fetched, so a phone paints the page before its JavaScript has arrived.
// Built by `vite build --ssr` into web/dist-ssr and imported by the server's page answers.

function app(url: string) {
  const router = createAppMemoryRouter([url]);
  return (
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>
  );
}

/**
 * The markup of `url` for a visitor. The page's module is loaded first, so nothing suspends and
 * the answer is plain HTML, with no streaming instructions (inline scripts, refused by our CSP).
 */
export async function renderPage(url: string): Promise<string> {
  await preloadPage(new URL(url, 'http://localhost').pathname);
  return renderToString(app(url));
}
