import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Pinned to this folder so the file works both as a root `projects` entry and via --config from anywhere.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

// Everything but the test settings, shared by the two web projects.
const shared = {
  root: webRoot,
  plugins: [react()],
  resolve: {
    // Resolve packages the way the browser build does. Without 'module', react-router's "node"
    // export maps app code to its CommonJS build while 'react-router/dom' loads the ESM one, and
    // the two halves end up with different router contexts.
    conditions: ['module', 'browser', 'development'],
  },
};

const testShared = {
  environment: 'jsdom',
  setupFiles: ['@testing-library/jest-dom/vitest', './src/testing/setup.ts'],
} satisfies TestProjectInlineConfiguration['test'];

// The file name says whether a test needs a module graph of its own: *.isolated.test.tsx replaces
// a module (vi.mock), which cannot work in a graph other files have already loaded. Every other
// file shares its worker's graph and jsdom (two thirds of the web tests' time was re-importing
// the app per file); src/testing/setup.ts resets what a test can leave behind.
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

export const webProjects: TestProjectInlineConfiguration[] = [
  {
    ...shared,
    test: {
      ...testShared,
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: [ISOLATED, '**/node_modules/**'],
      isolate: false,
    },
  },
  { ...shared, test: { ...testShared, name: 'web-isolated', include: [ISOLATED] } },
];

export default defineConfig({ test: { projects: webProjects } });
