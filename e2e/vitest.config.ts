import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Browser journeys against the built app served by the real server: one browser at a time, after
// the other projects (groupOrder), so Chromium does not compete with them for the two cores.
export default defineProject({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
