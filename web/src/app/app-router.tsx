import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type ReactNode,
} from 'react';
import {
  parsePath,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type NavigationType,
  type Navigator,
  type To,
} from 'react-router';

// React Router in declarative mode plus the three things we used its data router for: a pending
// flag while a page chunk loads, a blocker for unsaved forms, and an imperative handle for code
// outside the tree (logout, tests). The data router costs about 20 KB gzip more on every first
// load; this file is the price of leaving it (ADR 035).

// React Router's own history objects: exported as UNSAFE_ (outside semver), pinned by the lockfile
// and covered by the router tests; the `history` package they grew from is unmaintained.
type History = ReturnType<typeof createBrowserHistory>;

export type RouterState = { location: Location; historyAction: NavigationType };
type Transition = { currentLocation: Location; nextLocation: Location };
export type ShouldBlock = (transition: Transition) => boolean;
export type Blocker =
  { state: 'unblocked' } | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

const unblocked: Blocker = { state: 'unblocked' };

export class AppRouter {
  readonly #history: History;
  #state: RouterState;
  readonly #listeners = new Set<(state: RouterState) => void>();
  readonly #blockerListeners = new Set<() => void>();
  #shouldBlock: ShouldBlock | null = null;
  #blocker: Blocker = unblocked;
  /** The next POP is our own undo of a blocked Back/Forward, not the visitor's. */
  #undoingPop = false;
  /** The next navigation was confirmed in the leave dialog. */
  #confirmed = false;

  constructor(history: History) {
    this.#history = history;
    this.#state = { location: history.location, historyAction: history.action };
    history.listen(({ action, location, delta }) => this.#onHistory(action, location, delta));
  }

  get state(): RouterState {
    return this.#state;
  }

  get blocker(): Blocker {
    return this.#blocker;
  }

  /** What Link and useNavigate call; every push and replace passes the blocker first. */
  readonly navigator: Navigator = {
    createHref: (to) => this.#history.createHref(to),
    encodeLocation: (to) => this.#history.encodeLocation(to),
    go: (delta) => this.#history.go(delta),
    push: (to, state?: unknown) => this.#attempt(to, state, () => this.#history.push(to, state)),
    replace: (to, state?: unknown) => this.#attempt(to, state, () => this.#history.replace(to, state)),
  };

  /** Navigation for code outside the route tree; a number moves through history. */
  navigate = (to: To | number, options: { replace?: boolean; state?: unknown } = {}): void => {
    if (typeof to === 'number') return this.#history.go(to);
    if (options.replace) return this.navigator.replace(to, options.state);
    return this.navigator.push(to, options.state);
  };

  subscribe = (listener: (state: RouterState) => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  subscribeBlocker = (listener: () => void): (() => void) => {
    this.#blockerListeners.add(listener);
    return () => this.#blockerListeners.delete(listener);
  };

  /** One blocker at a time: the page with the unsaved form. */
  setShouldBlock(shouldBlock: ShouldBlock | null) {
    this.#shouldBlock = shouldBlock;
    if (!shouldBlock) this.#setBlocker(unblocked);
  }

  #attempt(to: To, state: unknown, go: () => void) {
    const nextLocation: Location = {
      pathname: this.#state.location.pathname,
      search: '',
      hash: '',
      ...(typeof to === 'string' ? parsePath(to) : to),
      state,
      key: '',
    };
    if (this.#blocks(nextLocation)) return this.#block(nextLocation, go);
    go();
  }

  #onHistory(action: NavigationType, location: Location, delta: number | null) {
    if (this.#undoingPop) {
      this.#undoingPop = false;
      return;
    }
    if (action === 'POP' && delta !== null && delta !== 0 && this.#blocks(location)) {
      // The URL has already changed: step back to where we were, and go on only if confirmed.
      this.#undoingPop = true;
      this.#history.go(-delta);
      return this.#block(location, () => this.#history.go(delta));
    }
    this.#confirmed = false;
    this.#state = { location, historyAction: action };
    for (const listener of this.#listeners) listener(this.#state);
  }

  #blocks(nextLocation: Location) {
    if (this.#confirmed || !this.#shouldBlock) return false;
    return this.#shouldBlock({ currentLocation: this.#state.location, nextLocation });
  }

  #block(location: Location, go: () => void) {
    this.#setBlocker({
      state: 'blocked',
      location,
      proceed: () => {
        this.#setBlocker(unblocked);
        this.#confirmed = true;
        go();
      },
      reset: () => this.#setBlocker(unblocked),
    });
  }

  #setBlocker(blocker: Blocker) {
    this.#blocker = blocker;
    for (const listener of this.#blockerListeners) listener();
  }
}

export const createAppBrowserRouter = () => new AppRouter(createBrowserHistory({ v5Compat: true }));

export const createAppMemoryRouter = (initialEntries: string[] = ['/']) =>
  new AppRouter(createMemoryHistory({ initialEntries, v5Compat: true }));

const AppRouterContext = createContext<AppRouter | null>(null);
const NavigatingContext = createContext(false);

/**
 * Renders React Router's declarative tree for `router`. A move to another page renders in a
 * transition, so the current page stays on screen (and `useIsNavigating` is true) while the next
 * one's chunk loads.
 */
export function AppRouterProvider({ router, children }: { router: AppRouter; children: ReactNode }) {
  const [state, setState] = useState(router.state);
  const currentPathname = useRef(router.state.location.pathname);
  const [isNavigating, startTransition] = useTransition();
  useLayoutEffect(() => {
    const update = (next: RouterState) => {
      // A new page may wait for its chunk with the current one still shown. Query-string changes
      // (filters, search, Back through them) follow the visitor's input and render at once, as
      // inputs that mirror the URL would otherwise show the entry being left.
      if (next.location.pathname === currentPathname.current) return setState(next);
      currentPathname.current = next.location.pathname;
      startTransition(() => setState(next));
    };
    // A navigation between the first render and this effect (a redirect, say) is not missed.
    update(router.state);
    return router.subscribe(update);
  }, [router]);
  return (
    <AppRouterContext value={router}>
      <NavigatingContext value={isNavigating}>
        <Router location={state.location} navigationType={state.historyAction} navigator={router.navigator}>
          {children}
        </Router>
      </NavigatingContext>
    </AppRouterContext>
  );
}

/** The router, for code that must act as a navigation starts (before the next page renders). */
export function useAppRouter(): AppRouter {
  const router = use(AppRouterContext);
  if (!router) throw new Error('useAppRouter needs an AppRouterProvider');
  return router;
}

/** True while the next page renders (its chunk loading) and the current one is still shown. */
export const useIsNavigating = () => use(NavigatingContext);

/**
 * Holds in-app navigation (and Back/Forward) while `shouldBlock` says so; the caller shows a
 * dialog and calls `proceed` or `reset`. Without an AppRouterProvider (isolated component tests)
 * nothing is blocked.
 */
export function useBlocker(shouldBlock: ShouldBlock): Blocker {
  const router = use(AppRouterContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    if (!router) return;
    router.setShouldBlock((transition) => latest.current(transition));
    return () => router.setShouldBlock(null);
  }, [router]);
  return useSyncExternalStore(
    router?.subscribeBlocker ?? noSubscription,
    () => router?.blocker ?? unblocked,
    () => unblocked,
  );
}

const noSubscription = () => () => {};
