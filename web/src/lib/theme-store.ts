import { THEME_STORAGE_KEY, themes, type Theme } from '@futurefund/core';

// The stored theme, shared by the app's ThemeProvider and the drawn pages' theme menu (ADR 043).
// public/theme-init.js applies the same rule before first paint.

/** The menu's words for each theme, in the app's menu and the drawn pages' alike. */
export const themeLabels: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export const DEFAULT_THEME: Theme = 'light';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return themes.find((theme) => theme === stored) ?? DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME; // storage blocked: fall back silently
  }
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but the choice still applies for this visit.
  }
}

export function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function isDarkTheme(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark);
}

/** Puts the `dark` class on <html> for `theme`, as it resolves on this device now. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', isDarkTheme(theme, darkQuery()?.matches ?? false));
}

/** A stored 'system' choice follows the device's setting while a page without the app is open. */
export function followSystemTheme(): void {
  darkQuery()?.addEventListener('change', () => applyTheme(readStoredTheme()));
}
