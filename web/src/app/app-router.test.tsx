import { act, render, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRouterProvider, createAppMemoryRouter, useBlocker, useIsNavigating } from './app-router';

function Here() {
  const location = useLocation();
  return <p data-testid="here">{location.pathname + location.search}</p>;
}

function GuardedForm({ guard }: { guard: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guard && currentLocation.pathname !== nextLocation.pathname,
  );
  return blocker.state === 'blocked' ? (
    <div role="dialog" aria-label="Leave?">
      <button onClick={blocker.reset}>Stay</button>
      <button onClick={blocker.proceed}>Leave</button>
    </div>
  ) : null;
}

function Pending() {
  return <p data-testid="pending">{String(useIsNavigating())}</p>;
}

function renderRouter(entries: string[], guard = true) {
  const router = createAppMemoryRouter(entries);
  render(
    <AppRouterProvider router={router}>
      <Here />
      <Pending />
      <Link to="/next">Next</Link>
      <GuardedForm guard={guard} />
    </AppRouterProvider>,
  );
  return router;
}

const here = () => screen.getByTestId('here').textContent;

describe('AppRouter', () => {
  it('renders the location, follows links and reports every move to subscribers', async () => {
    const router = renderRouter(['/start'], false);
    const seen: string[] = [];
    router.subscribe((state) => seen.push(`${state.historyAction} ${state.location.pathname}`));
    expect(here()).toBe('/start');
    await act(async () => screen.getByRole('link', { name: 'Next' }).click());
    expect(here()).toBe('/next');
    await act(async () => router.navigate('/other?x=1', { replace: true }));
    expect(here()).toBe('/other?x=1');
    await act(async () => router.navigate(-1));
    expect(here()).toBe('/start');
    expect(seen).toEqual(['PUSH /next', 'REPLACE /other', 'POP /start']);
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
  });

  it('holds a link while the blocker says so; Stay keeps the page, Leave goes on', async () => {
    const router = renderRouter(['/form']);
    await act(async () => screen.getByRole('link', { name: 'Next' }).click());
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    await act(async () => screen.getByRole('button', { name: 'Stay' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(here()).toBe('/form');

    await act(async () => router.navigate('/elsewhere'));
    await act(async () => screen.getByRole('button', { name: 'Leave' }).click());
    expect(here()).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('undoes a blocked Back and replays it on Leave', async () => {
    const router = renderRouter(['/list', '/form']);
    await act(async () => router.navigate(-1));
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    expect(here()).toBe('/form');
    await act(async () => screen.getByRole('button', { name: 'Leave' }).click());
    expect(here()).toBe('/list');
    expect(router.state.historyAction).toBe('POP');
  });

  it('lets query-string changes through: the blocker sees the same pathname', async () => {
    const router = renderRouter(['/form']);
    await act(async () => router.navigate('/form?step=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(here()).toBe('/form?step=2');
  });
});
