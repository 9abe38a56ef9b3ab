// Imports the whole bundled seed into a fresh embedded database, the way a first start does, and
// prints one JSON line: per source the import time, rows imported, rows open today (the product's
// own open rule) and derived-field coverage, plus duplicates hidden and the total time.
// Run by seed.bench.mjs in its own process (DATA_DIR set by the caller).
import { sql } from 'drizzle-orm';
import { deadlineToday } from '@futurefund/core';
import { buildApp } from '../server/src/app';
import { databaseConfigFromEnv, openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { parseEnv } from '../server/src/env';
import { resolveVaultKeyring } from '../server/src/modules/documents/vault-keys';
import { openConditions } from '../server/src/modules/opportunities/browse-sql';

const env = parseEnv();
const started = performance.now();
const database = await openDatabase(databaseConfigFromEnv(env));
await runMigrations(database);
const app = await buildApp({
  env,
  database,
  webDistDir: null,
  closeDatabaseOnClose: true,
  vaultKeyring: resolveVaultKeyring(env).keyring,
});
const seedStarted = performance.now();
if (env.SEED_DATA) await app.services.refresh.seedOnFirstStart();
const seedMs = performance.now() - seedStarted;
const today = deadlineToday();

const perTable = (table: 'scholarships' | 'internships') => sql`
  SELECT s.name AS source, count(*)::int AS imported,
    (count(*) FILTER (WHERE duplicate_of IS NULL AND ${openConditions(today)}))::int AS open,
    (count(*) FILTER (WHERE duplicate_of IS NULL AND deadline >= ${today}::date AND ${openConditions(today)}))::int AS open_dated,
    (count(*) FILTER (WHERE duplicate_of IS NOT NULL))::int AS duplicates,
    (count(*) FILTER (WHERE ${sql.raw(table === 'scholarships' ? 'essay_required' : 'cover_letter_required')}))::int AS essay,
    (count(*) FILTER (WHERE cardinality(required_majors) > 0))::int AS majors,
    (count(*) FILTER (WHERE cardinality(state_codes) > 0))::int AS state,
    (count(*) FILTER (WHERE ${sql.raw(table === 'scholarships' ? 'award_min IS NOT NULL OR award_max IS NOT NULL' : 'salary_range IS NOT NULL')}))::int AS award
  FROM ${sql.raw(table)} t JOIN data_sources s ON s.id = t.source_id GROUP BY s.name ORDER BY s.name`;

const runs = await database.query<{ name: string; ms: number }>(
  `SELECT s.name, (extract(epoch FROM r.end_time - r.start_time) * 1000)::int AS ms
     FROM scraping_runs r JOIN data_sources s ON s.id = r.source_id`,
);
const msBySource = new Map(runs.map((row) => [row.name, row.ms]));
const sources = [];
for (const table of ['scholarships', 'internships'] as const) {
  // Both drivers (PGlite, pg) answer execute() with { rows }.
  const { rows } = (await database.db.execute(perTable(table))) as unknown as {
    rows: Record<string, unknown>[];
  };
  for (const row of rows) sources.push({ table, ...row, ms: msBySource.get(String(row.source)) ?? null });
}
await app.close();
console.log(JSON.stringify({ today, seedMs, totalMs: performance.now() - started, sources }));
