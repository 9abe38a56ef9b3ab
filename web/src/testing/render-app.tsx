import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { App } from '../app/app';
import { createAppMemoryRouter } from '../app/app-router';
import { createQueryClient } from '../lib/query-client';
import { installFakeApi } from './fake-api';

type RenderAppOptions = Parameters<typeof installFakeApi>[0] & {
  /** Render under StrictMode, as development builds run (effects run twice). */
  strict?: boolean;
};

/**
 * Renders the real route table and providers at `path`, as the browser would after a page load,
 * against a fake server (signed out unless `user` is given).
 */
export function renderApp(path: string, { strict = false, ...options }: RenderAppOptions = {}) {
  const api = installFakeApi(options);
  const router = createAppMemoryRouter([path]);
  // Every location the router settles on, so tests can check redirect chains, not just the end.
  const visited: string[] = [path];
  router.subscribe((state) => {
    const here = state.location.pathname + state.location.search;
    if (visited.at(-1) !== here) visited.push(here);
  });
  const queryClient = createQueryClient();
  const app = <App router={router} queryClient={queryClient} />;
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, visited, api, queryClient, ...view };
}
