import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { json } from '../testing/fake-api';
import { buildUser } from '../testing/build-user';

const MESSAGE = "You're offline. FutureFund will load new data when your connection is back.";

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline banner', () => {
  it('says nothing while the connection works', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toBeEmptyDOMElement();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('appears when the browser goes offline and goes when it is back', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });

    setBrowserOnline(false);
    expect(screen.getByText(MESSAGE).closest('[role="status"]')).toBeInTheDocument();

    setBrowserOnline(true);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('shows when the page is opened offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/');
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  });

  it('appears when an API call gets no answer at all, and goes with the next answer', async () => {
    // Every request fails while unreachable: one answered request (the home page asks for more
    // than the user) would rightly clear the banner and race the assertion.
    let reachable = false;
    const { queryClient } = renderApp('/', { user: buildUser(), networkDown: () => !reachable });
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();

    reachable = true;
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
  });

  it('does not count an error status as offline: the server answered', async () => {
    renderApp('/', {
      routes: { 'GET /api/user': () => json({ message: 'Boom', code: 'INTERNAL_ERROR' }, 500) },
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });
});
