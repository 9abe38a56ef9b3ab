// Brings the jest-dom matcher types (toBeInTheDocument, …) to tsc; setupFiles installs the matchers.
/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { dismissToast } from '../hooks/use-toast';
import { reportNetworkAnswer } from '../lib/connectivity';
import { queryClient } from '../lib/query-client';

// Each Load More draws a page of cards through router, query client and fake server; with both
// cores busy (server tests beside these) that takes over 2 s, past the library's 1 s findBy wait.
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error is a failing test (React's act and key warnings, a failed prop type,
// an uncaught render error): the message is printed and the test fails after it ends. A test that
// expects an error replaces console.error with its own spy, which this wrapper then never sees.
const originalConsoleError = console.error;
let unexpectedErrors: string[] = [];
beforeEach(() => {
  unexpectedErrors = [];
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(args.map(String).join(' '));
    originalConsoleError(...args);
  };
});
afterEach(() => {
  console.error = originalConsoleError;
  if (unexpectedErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${unexpectedErrors.join('\n')}`);
  }
});

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
