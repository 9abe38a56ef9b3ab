import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

// web/public/theme-init.js is copied to the build as it is and runs before first paint; here it runs
// as the browser runs it, as a plain script against the page's globals.
const file = join(dirname(fileURLToPath(import.meta.url)), '../../public/theme-init.js');
const source = readFileSync(file, 'utf8');
const runThemeInit = new Function(source) as () => void;
const classes = () => [...document.documentElement.classList];

describe('theme-init.js', () => {
  // Each test starts from a page the script has not run on.
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('marks <html> as scripted, light without a saved theme', () => {
    runThemeInit();
    expect(classes()).toEqual(['js']);
  });

  it('applies a saved dark theme beside the mark', () => {
    localStorage.setItem('theme', 'dark');
    runThemeInit();
    expect(classes()).toEqual(['js', 'dark']);
  });

  it('follows the device for a saved "system" theme', () => {
    localStorage.setItem('theme', 'system');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }));
    runThemeInit();
    expect(classes()).toEqual(['js', 'dark']);
  });

  // Without the mark the stylesheet shows the no-JavaScript header (ADR 058) to a visitor whose
  // scripts do run, so blocked storage must not skip it.
  it('still marks <html> when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    runThemeInit();
    expect(classes()).toEqual(['js']);
  });
});
