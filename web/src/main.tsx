import './index.css';
import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswers } from '@futurefund/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppBrowserRouter } from './app/app-router';
import { preloadPage } from './app/router';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const router = createAppBrowserRouter();
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);

/** The API answers the server drew this page with (ADR 044), put where the page will read them. */
async function seedDrawnAnswers() {
  const block = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!block?.textContent) return;
  const { seedPageAnswers } = await import('./app/page-answers');
  await seedPageAnswers(
    queryClient,
    window.location.pathname + window.location.search,
    JSON.parse(block.textContent) as PageAnswers,
  );
}

const start = () => {
  // A transition lets React render (or hydrate) the first screen in slices, yielding to the browser
  // between them, instead of one long task that blocks input while a slow phone works through it.
  startTransition(() => {
    // The server drew this page for a visitor (ADR 036): attach to it instead of drawing it again.
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
};
// The page's module first (its chunks are usually on their way already, ADR 037), so the first
// render draws the page in one pass instead of suspending on it; a failed load is retried, and
// reported, by the page's own lazy import. A drawn page's answers too, or it would draw a spinner.
void Promise.all([preloadPage(window.location.pathname), seedDrawnAnswers()]).then(start, start);

registerServiceWorker();
