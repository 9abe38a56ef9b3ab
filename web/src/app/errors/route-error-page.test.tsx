import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { RouteErrorPage } from './route-error-page';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderFailingRoute(failure: () => never) {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
  const Failing = failure;
  render(
    <MemoryRouter>
      <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
        <Failing />
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

describe('route error page', () => {
  it('replaces a page that failed to render with a retry and a way home', async () => {
    renderFailingRoute(() => {
      throw new Error('boom');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('An unexpected error stopped this page from loading.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('explains a stale deploy when a page chunk fails to load', async () => {
    renderFailingRoute(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/about-page-x.js');
    });
    expect(
      await screen.findByText('A newer version of FutureFund is available. Reloading should fix this.'),
    ).toBeInTheDocument();
  });
});
