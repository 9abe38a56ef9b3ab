import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { browserContracts } from './browser-contracts.plugin';
import { pwaManifest, serviceWorkerOptions } from './pwa.config';
import { reactRouterShaking } from './react-router-shaking.plugin';
import { compressedTwins, coreSource, coreTreeshake } from './vite.shared';

// React Router 7's package exports name only its development build (remix-run/react-router#14102),
// so a production bundle would run its dev-only warnings. The client build takes the production
// build beside it; the server entry leaves react-router to Node (an alias would bake in a path).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : [],
  },
  plugins: isSsrBuild
    ? // The server entry (ADR 036): plain modules for Node, no service worker, twins or public files.
      [react()]
    : [
        // Endpoint objects without their schemas and contracts' constants marked pure (ADR 038).
        browserContracts(coreSource),
        // React Router's components the app does not render (its <Form>) left out (ADR 059).
        reactRouterShaking(),
        react(),
        tailwindcss(),
        // Web app manifest and a service worker that precaches the app shell (ADR 032). Registration is
        // our own few lines in src/lib/service-worker.ts, not the plugin's injected script.
        VitePWA({
          injectRegister: false,
          manifest: pwaManifest,
          manifestFilename: 'manifest.webmanifest',
          // The icons are already in the precache through workbox.globPatterns.
          includeManifestIcons: false,
          workbox: serviceWorkerOptions,
        }),
        // Brotli and gzip twins of every text asset (ADR 013).
        compressedTwins(),
      ],
  ssr: {
    // The server entry leaves npm packages to Node, but these two are whole libraries behind one
    // index: Node would load every icon and every date function (about 48 and 20 MB of the
    // server's memory). Bundled, the entry holds only what the pages use.
    noExternal: ['lucide-react', 'date-fns'],
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    // dist/.vite/manifest.json: which chunks each page module needs, so the server can announce a
    // page's chunks in its HTML (server/src/plugins/page-chunks.ts, ADR 037).
    manifest: !isSsrBuild,
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      treeshake: coreTreeshake,
      output: {
        // Everything the first load needs in one chunk: left alone, rolldown splits modules shared
        // with lazy pages (React's JSX runtime, TanStack's query core...) into a dozen small chunks
        // that every first load fetches anyway, each compressed on its own (about 3 KB gzip more).
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The Fastify API runs on its own port in development; proxying keeps the browser same-origin,
    // so session cookies and the server's Origin check behave as in production.
    proxy: {
      '/api': { target: 'http://localhost:5000' },
    },
  },
}));
