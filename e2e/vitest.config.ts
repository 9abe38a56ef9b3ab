import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Browser journeys against the built app served by the real server, one file at a time. They run
// alongside the other projects, so both cores stay busy while a journey waits on the browser.
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
