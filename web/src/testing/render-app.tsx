import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Renders the real route table and providers at `path`, as the browser would after a page load. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Every location the router settles on, so tests can check redirect chains, not just the end.
  const visited: string[] = [path];
  router.subscribe((state) => {
    const here = state.location.pathname + state.location.search;
    if (state.navigation.state === 'idle' && visited.at(-1) !== here) visited.push(here);
  });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, visited, ...view };
}
