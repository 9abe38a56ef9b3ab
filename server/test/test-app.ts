import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { parseEnv, type Env } from '../src/env';
import { keyringFrom, type VaultKeyring } from '../src/modules/documents/vault-crypto';
import { adminUrl, databaseUrlFor, testDatabaseKind } from './test-database-config';

/** A fixed vault master key for tests (never a real deployment's: it is in the repository). */
export const TEST_VAULT_KEY = Buffer.alloc(32, 7);
export const testVaultKeyring = (): VaultKeyring => keyringFrom(TEST_VAULT_KEY);

export function testEnv(overrides: Record<string, string> = {}): Env {
  // No scheduled refresh, maintenance or reminder tick unless a test asks for one: they would fire in every
  // test app at their hour.
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
    CATALOG_REFRESH_CRON: 'off',
    NEWSLETTER_DIGEST_CRON: 'off',
    DATABASE_MAINTENANCE_CRON: 'off',
    DEADLINE_REMINDERS: 'false',
    ...overrides,
  });
}

/** A private, already-migrated database for one test file: a PGlite clone or a PostgreSQL TEMPLATE copy. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind() === 'pglite') {
    const tarball = fs.readFileSync(inject('pgliteTemplateFile'));
    return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([tarball]) });
  }
  const name = `ff_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl(), poolSize: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateName')}`);
  } finally {
    await admin.close();
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(name), poolSize: 4 });
  return {
    ...database,
    url: databaseUrlFor(name),
    async close() {
      await database.close();
      const cleanup = await openDatabase({ kind: 'postgres', url: adminUrl(), poolSize: 1 });
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestContext> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    env: testEnv(),
    webDistDir: null,
    vaultKeyring: testVaultKeyring(),
    ...options,
    database,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function makeTempDir(prefix = 'ff-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
