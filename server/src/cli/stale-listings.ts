// Open listings whose title names an ended year or season (ADR 064), on the bundled seed as a
// first start imports it into a fresh embedded database. Prints, per table and source, the rows
// listed (approved, not a duplicate), the rows open by the database's open rule (openConditions)
// and, of those, the ones whose title names only periods that have ended (core titlePeriodEnd);
// then why each listed row is closed by core's closedReason, and whether core and SQL agree.
//
//   npm run stale-listings                 # today
//   TODAY=2026-12-03 npm run stale-listings
//
// DATA_DIR defaults to a new temporary folder (removed afterwards); DATABASE_URL is ignored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closedReason, deadlineToday, titlePeriodEnd } from '@futurefund/core';
import { buildApp } from '../app';
import { databaseConfigFromEnv, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { parseEnv } from '../env';
import { resolveVaultKeyring } from '../modules/documents/vault-keys';
import { openConditions } from '../modules/opportunities/browse-sql';

const ownDir = process.env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'ff-stale-titles-'));
Object.assign(process.env, {
  DATA_DIR: process.env.DATA_DIR ?? ownDir,
  DATABASE_URL: '',
  SEED_DATA: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
});
const env = parseEnv();
const today = process.env.TODAY ?? deadlineToday();
const database = await openDatabase(databaseConfigFromEnv(env));
await runMigrations(database);
const app = await buildApp({
  env,
  database,
  webDistDir: null,
  closeDatabaseOnClose: true,
  vaultKeyring: resolveVaultKeyring(env).keyring,
});
await app.services.refresh.seedOnFirstStart();

interface Row {
  source: string;
  open: boolean;
  facts: Record<string, unknown>;
}
type Table = 'scholarships' | 'internships';

// The listed rows with the facts core's open rule reads; columns a schema lacks read as null.
const rowsOf = (table: Table) => sql`
  SELECT s.name AS source, (${openConditions(today)}) AS open,
    jsonb_build_object(
      'closed', t.closed_at IS NOT NULL,
      'closedBy', CASE WHEN t.closed_reason = 'removed' THEN 'removed' ELSE 'source' END,
      'deadline', t.deadline,
      'seasonEndsOn', to_jsonb(t) ->> 'season_ends_on',
      'titleEndsOn', to_jsonb(t) ->> 'title_ends_on',
      'textEndsOn', to_jsonb(t) ->> 'text_ends_on',
      'title', t.title,
      'lastVerifiedAt', to_char(t.last_verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    ) AS facts
  FROM ${sql.raw(table)} t JOIN data_sources s ON s.id = t.source_id
  WHERE t.approval_status = 'approved' AND t.duplicate_of IS NULL
  ORDER BY t.id`;

const report: { table: Table; source: string; listed: number; open: number; openEndedTitle: number }[] = [];
const reasons: Record<string, number> = {};
let disagreements = 0;
for (const table of ['scholarships', 'internships'] as const) {
  const { rows } = (await database.db.execute(rowsOf(table))) as unknown as { rows: Row[] };
  const bySource = new Map<string, { listed: number; open: number; openEndedTitle: number }>();
  for (const row of rows) {
    const counts = bySource.get(row.source) ?? { listed: 0, open: 0, openEndedTitle: 0 };
    bySource.set(row.source, counts);
    counts.listed += 1;
    const title = String(row.facts.title);
    const end = titlePeriodEnd(title);
    if (row.open) counts.open += 1;
    if (row.open && end !== null && end < today) counts.openEndedTitle += 1;
    const reason = closedReason(row.facts as unknown as Parameters<typeof closedReason>[0], today) ?? 'open';
    reasons[`${table}: ${reason}`] = (reasons[`${table}: ${reason}`] ?? 0) + 1;
    if ((reason === 'open') !== row.open) disagreements += 1;
  }
  for (const [source, counts] of bySource) report.push({ table, source, ...counts });
}
await app.close();
if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });

const total = (key: 'listed' | 'open' | 'openEndedTitle') => report.reduce((sum, row) => sum + row[key], 0);
console.log(`today ${today}`);
console.table(report);
console.log(
  `listed ${total('listed')}, open (SQL) ${total('open')}, open with an ended title ${total('openEndedTitle')}`,
);
console.table(reasons);
console.log(`rows where core closedReason and SQL openConditions disagree: ${disagreements}`);
