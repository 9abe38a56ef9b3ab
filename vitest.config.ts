import { defineConfig } from 'vitest/config';
import { serverProjects } from './server/vitest.config';

// One run, several projects: core (pure logic), web (jsdom), the server's database-free tests
// (server-nodb), server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is set, and the
// browser journeys (e2e). server/vitest.config.ts says which server files run where.
export default defineConfig({
  test: {
    projects: [
      'core/vitest.config.ts',
      'web/vitest.config.ts',
      ...serverProjects({ postgres: Boolean(process.env.TEST_DATABASE_URL) }),
      'e2e/vitest.config.ts',
    ],
  },
});
