import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './server/vitest.config';
import { webProjects } from './web/vitest.config';

// One run, several projects: core (pure logic), web (jsdom; web-isolated for files that replace a
// module), the server's database-free tests
// (server-nodb), server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is set, and the
// browser journeys (e2e). server/vitest.config.ts says which server files run where.
export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default, which on a 2-core machine (CI's) means a single
    // worker; the main process mostly waits, so every core runs a worker.
    maxWorkers: os.availableParallelism(),
    projects: [
      'core/vitest.config.ts',
      ...webProjects,
      ...serverProjects({ postgres: Boolean(process.env.TEST_DATABASE_URL) }),
      'e2e/vitest.config.ts',
    ],
  },
});
