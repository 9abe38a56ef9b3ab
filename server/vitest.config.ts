import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The file name says which databases a test needs, so no list of files has to be kept up to date:
// *.nodb.test.ts never opens one and runs once; every other file runs on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL; *.pglite.test.ts and *.postgres.test.ts are
// behaviour only that database has (the data-dir lock, connections that can be lost).
const NO_DATABASE = '**/*.nodb.test.ts';
const PGLITE_ONLY = '**/*.pglite.test.ts';
const POSTGRES_ONLY = '**/*.postgres.test.ts';

const shared = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  environment: 'node',
  // One module graph per worker instead of one per file (a third of the server's test time): each
  // file still opens its own database, and no file may leave module state behind (quality.md).
  isolate: false,
  // The slowest tests without a timeout of their own (a 50 MB upload, a scan of the data directory)
  // take about 5 s with both cores busy, and three times that on a slow or shared machine; the
  // ones that start instances or import a big source set their own.
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies TestProjectInlineConfiguration['test'];

const onDatabase = (name: string, kind: 'pglite' | 'postgres', otherOnly: string) => ({
  test: {
    ...shared,
    name,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [NO_DATABASE, otherOnly, '**/node_modules/**'],
    env: { FF_TEST_DB: kind },
    globalSetup: ['test/global-setup.ts'],
  },
});

export function serverProjects({ postgres }: { postgres: boolean }): TestProjectInlineConfiguration[] {
  return [
    {
      test: {
        ...shared,
        name: 'server-nodb',
        include: ['src/**/*.nodb.test.ts', 'test/**/*.nodb.test.ts'],
        // test/test-database-config.ts refuses to open a database here, so a misnamed file fails
        // instead of quietly skipping PostgreSQL.
        env: { FF_TEST_DB: 'none' },
      },
    },
    onDatabase('server', 'pglite', POSTGRES_ONLY),
    ...(postgres ? [onDatabase('server-pg', 'postgres', PGLITE_ONLY)] : []),
  ];
}

export default defineConfig({
  test: { projects: serverProjects({ postgres: Boolean(process.env.TEST_DATABASE_URL) }) },
});
