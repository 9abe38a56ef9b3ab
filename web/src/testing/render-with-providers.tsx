import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { installFakeApi } from './fake-api';

/**
 * Renders one component with the app's providers (session, theme, toasts) inside a memory router,
 * against a fake server; signed out unless `user` is given. For whole pages with routing use
 * renderApp.
 */
export function renderWithProviders(ui: ReactElement, options: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi(options);
  const navigations: string[] = [];
  const view = render(
    <AppProviders queryClient={createQueryClient()} navigate={(to) => navigations.push(to)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { api, navigations, ...view };
}
