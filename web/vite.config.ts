import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const coreSource = fileURLToPath(new URL('../core/src/', import.meta.url));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // core is pure (constants, zod schemas, functions) but its package.json does not say so;
        // without this every import of a constant would also bundle zod into the first page load.
        moduleSideEffects: [{ test: new RegExp(`^${escapeRegExp(coreSource)}`), sideEffects: false }],
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
});
