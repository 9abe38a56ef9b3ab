import { defineConfig } from 'vite';
import { browserContracts } from './browser-contracts.plugin';
import { compressedTwins, coreSource, coreTreeshake } from './vite.shared';

/**
 * The islands (web/src/islands, ADR 043): the only script of a page the server sends as a
 * finished document. A build of its own, after the app's, so none of the app's chunks (React
 * among them) become its imports. It writes into the app's dist without emptying it, and names
 * its file in its own manifest, which the server reads.
 */
export default defineConfig({
  plugins: [browserContracts(coreSource), compressedTwins()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/islands-manifest.json',
    rolldownOptions: {
      input: { islands: 'src/islands/main.ts', 'start-app': 'src/islands/start-app.ts' },
      treeshake: coreTreeshake,
    },
  },
});
