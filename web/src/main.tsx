import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of one long task that blocks input while a slow phone works through it.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders navigate={(to) => router.navigate(to)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

registerServiceWorker();
