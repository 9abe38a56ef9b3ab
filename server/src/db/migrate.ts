import fs from 'node:fs';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';

let migrationsFolder: string | undefined;

/** Works from src/db (tsx, tests) and from the bundled dist/ (npm start). Looked up once. */
export function findMigrationsFolder(): string {
  if (migrationsFolder) return migrationsFolder;
  const here = import.meta.dirname;
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  migrationsFolder = found;
  return found;
}

const expectedCounts = new Map<string, number>();

/** How many migrations this build ships (read once: the health check asks on every call). */
export function expectedMigrationCount(migrationsFolder = findMigrationsFolder()): number {
  const cached = expectedCounts.get(migrationsFolder);
  if (cached !== undefined) return cached;
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  expectedCounts.set(migrationsFolder, journal.entries.length);
  return journal.entries.length;
}

// Any constant works; it only has to be the same for every instance of FutureFund.
const MIGRATION_LOCK_KEY = 727_274_001;

/** Applies pending migrations. On PostgreSQL an advisory lock keeps concurrent instances from racing. */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder = findMigrationsFolder(),
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await handle.withExclusiveLock(MIGRATION_LOCK_KEY, () =>
    migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}

export interface MigrationState {
  applied: number;
  expected: number;
  upToDate: boolean;
}

export async function readMigrationState(handle: DatabaseHandle): Promise<MigrationState> {
  const expected = expectedMigrationCount();
  const [table] = await handle.query<{ exists: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists",
  );
  let applied = 0;
  if (table?.exists) {
    const [row] = await handle.query<{ count: number | string }>(
      'SELECT count(*) AS count FROM drizzle.__drizzle_migrations',
    );
    applied = Number(row?.count ?? 0);
  }
  return { applied, expected, upToDate: applied === expected };
}
