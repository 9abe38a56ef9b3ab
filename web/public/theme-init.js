/* global window, document */
// Render-blocking, from <head>, so before first paint the saved theme applies (no light flash in
// dark mode) and `js` tells the CSS that scripts run (ADR 058). A file: the CSP forbids inline
// scripts. Keep the key and values in sync with THEME_STORAGE_KEY and `themes` in core.
(function () {
  document.documentElement.classList.add('js');
  try {
    var theme = localStorage.getItem('theme');
    var isDark =
      theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', isDark);
  } catch {
    // Storage can be blocked (privacy modes); the default light theme is then correct.
  }
})();
