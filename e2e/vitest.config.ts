import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Browser journeys against the built app served by the real server, one file at a time. Vitest runs
// such a project only after all the others, so `npm test` gives the journeys a Vitest process of
// their own beside the rest (scripts/test.mjs).
export default defineProject({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
