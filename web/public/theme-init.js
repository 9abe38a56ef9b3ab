/* global window, document */
// Runs as a classic, render-blocking script from <head> so the saved theme is applied before first
// paint (no light flash for dark-mode users). It is a file, not inline, because the CSP forbids
// inline scripts. Keep the key and values in sync with THEME_STORAGE_KEY and `themes` in core.
(function () {
  try {
    var theme = localStorage.getItem('theme');
    var isDark =
      theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', isDark);
  } catch {
    // Storage can be blocked (privacy modes); the default light theme is then correct.
  }
})();
