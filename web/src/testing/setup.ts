// Brings the jest-dom matcher types (toBeInTheDocument, …) to tsc; setupFiles installs the matchers.
/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissToast } from '../hooks/use-toast';
import { reportNetworkAnswer } from '../lib/connectivity';
import { queryClient } from '../lib/query-client';

// Browse pages render up to 100 cards per answer; with both cores busy that can take longer than
// the library's 1 s wait for findBy*/waitFor.
configure({ asyncUtilTimeout: 2000 });

// Vitest globals are off, so Testing Library cannot register its own auto-cleanup. The files of a
// worker share one module graph and one jsdom (vitest.config.ts), so everything a test can leave
// behind in the browser or in the app's module-level stores is reset here.
afterEach(() => {
  cleanup();
  // Fake servers (installFakeApi) and other stubbed globals never leak into the next test.
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
  }
  document.documentElement.className = '';
  queryClient.clear();
  reportNetworkAnswer();
  dismissToast();
});

// jsdom lacks ResizeObserver, which Radix's popper uses to measure menus. Nothing is laid out in
// jsdom anyway, so an observer that never fires is an honest stand-in.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom does not implement scrolling; React Router's scroll restoration calls it on navigation.
window.scrollTo = () => {};
