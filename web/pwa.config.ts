import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (ADR 032). Colours are the light theme's --background (index.css), so the
 * splash screen and title bar match the header.
 */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'FutureFund',
  short_name: 'FutureFund',
  description:
    'Find and track scholarships, grants, fellowships and internships tailored to your academic journey.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#ffffff',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Workbox generateSW options. Only the build's own files are precached; nothing else is cached, so
 * /api responses (private data, the live catalogue) always come from the network or fail.
 */
export const serviceWorkerOptions: VitePWAOptions['workbox'] = {
  // The shell: index.html, every hashed JS/CSS chunk (lazy routes too, so any page opens offline),
  // fonts, icons and the theme script (the plugin adds the manifest). The build's .br/.gz twins
  // are not separate URLs.
  globPatterns: ['**/*.{html,js,css,woff2,svg,png}'],
  // Hashed file names already change with their content; no ?__WB_REVISION__ needed.
  dontCacheBustURLsMatching: /^assets\//,
  // Navigations go to the network so online visitors get the server's page (per-page head tags,
  // 404 status) unchanged; only when the network fails is the precached shell served.
  navigateFallback: null,
  // Workbox would otherwise answer a navigation to "/" with the precached index.html, cache first.
  directoryIndex: null,
  runtimeCaching: [
    {
      // Written out inline: workbox-build copies this function's source into sw.js, so it cannot
      // use imports or outer constants. /api, sitemap, robots and e-mail previews are not pages of
      // the app: offline they fail as they would without a service worker.
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' &&
        !/^\/(?:api(?:\/|$)|sitemap\.xml$|robots\.txt$|email-preview(?:\/|$))/.test(url.pathname),
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: 'index.html' } },
    },
  ],
  // A new deployment waits until every tab of the old one is closed (no skipWaiting): a page never
  // mixes chunks of two builds. clientsClaim only matters on first install, when nothing is mixed.
  clientsClaim: true,
  skipWaiting: false,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
};
