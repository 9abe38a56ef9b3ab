import { defineConfig } from 'vitest/config';

// One run, several projects: core (pure logic), web (jsdom), server on PGlite, server on
// PostgreSQL when TEST_DATABASE_URL is set, and the browser journeys (e2e).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      'core/vitest.config.ts',
      'web/vitest.config.ts',
      {
        extends: './server/vitest.config.ts',
        // PostgreSQL-only behaviour (connections that can be lost) runs in server-pg alone.
        test: { exclude: ['**/*.postgres.test.ts', '**/node_modules/**'] },
      },
      ...(withPostgres
        ? [
            {
              extends: './server/vitest.config.ts',
              test: {
                name: 'server-pg',
                env: { FF_TEST_DB: 'postgres' },
                // Embedded-only behaviour (the PGlite data-dir lock) is covered once, by the PGlite project.
                exclude: ['**/*.pglite.test.ts', '**/node_modules/**'],
              },
            },
          ]
        : []),
      'e2e/vitest.config.ts',
    ],
  },
});
