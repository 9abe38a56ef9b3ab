import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Pinned to this folder so the file works both as a root `projects` entry and via --config from anywhere.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  root: webRoot,
  plugins: [react()],
  resolve: {
    // Resolve packages the way the browser build does. Without 'module', react-router's "node"
    // export maps app code to its CommonJS build while 'react-router/dom' loads the ESM one, and
    // the two halves end up with different router contexts.
    conditions: ['module', 'browser', 'development'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest', './src/testing/setup.ts'],
  },
});
