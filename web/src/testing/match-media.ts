import { vi } from 'vitest';

/**
 * jsdom has no matchMedia. This stands in for the browser's, with a switch the test flips to play
 * the OS changing between light and dark.
 */
export function installMatchMedia(initiallyDark: boolean) {
  let isDark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const matchMedia = vi.fn((query: string) => ({
    media: query,
    get matches() {
      return query.includes('dark') ? isDark : false;
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    setSystemDark(next: boolean) {
      isDark = next;
      listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent));
    },
    listenerCount: () => listeners.size,
  };
}
