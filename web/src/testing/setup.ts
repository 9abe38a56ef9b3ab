// Brings the jest-dom matcher types (toBeInTheDocument, …) to tsc; setupFiles installs the matchers.
/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy route chunks load through Vite's transform in tests; on a busy 2-core machine the default
// 1 s wait for findBy*/waitFor is too tight, and a slow machine is not a failing feature.
configure({ asyncUtilTimeout: 5000 });

// Vitest globals are off, so Testing Library cannot register its own auto-cleanup.
afterEach(() => {
  cleanup();
  // Fake servers (installFakeApi) and other stubbed globals never leak into the next test.
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.documentElement.className = '';
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
