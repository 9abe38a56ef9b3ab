/**
 * Registers the service worker that keeps the app shell for offline use (ADR 032). Production
 * builds only (the dev server has no sw.js), and only after the load event so it never competes
 * with the first paint or the first page's requests.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the app still works online; nothing to tell the user.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
