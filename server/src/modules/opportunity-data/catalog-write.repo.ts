import { count, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Database } from '../../db/client';
import { internships, scholarships } from '../../db/schema';
import { deduplicateCatalog } from './catalog-dedupe';
import { createCatalogDedupeRepo } from './catalog-dedupe.repo';

type CatalogTable = typeof scholarships | typeof internships;
type Executor = Pick<Database, 'insert' | 'update'>;

// Set on re-import: everything except identity, first-seen, creation, review decisions and the
// de-duplication links (the de-duplication pass after each import owns those).
const keptOnUpdate = new Set([
  'duplicateOf',
  'alsoListedBy',
  'id',
  'uniqueHash',
  'firstSeenAt',
  'createdAt',
  'approvalStatus',
  'approvedAt',
  'approvedBy',
]);

function updateSet(table: CatalogTable): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (keptOnUpdate.has(key) || column.generated) continue;
    set[key] = sql.raw(`excluded.${toSnakeCase(key)}`);
  }
  set.updatedAt = sql`now()`;
  return set;
}

/**
 * Inserts new listings and updates changed ones in one statement. Unchanged rows (same content
 * hash) are not rewritten; `inserted` tells added from updated (xmax = 0 only for a fresh row).
 */
async function upsert(executor: Executor, table: CatalogTable, rows: (typeof table.$inferInsert)[]) {
  if (rows.length === 0) return { added: 0, updated: 0, unchangedHashes: [] as string[] };
  const written = await executor
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: table.uniqueHash,
      set: updateSet(table),
      setWhere: sql`${table.contentHash} IS DISTINCT FROM excluded.content_hash OR ${table.sourceId} IS DISTINCT FROM excluded.source_id`,
    })
    .returning({ hash: table.uniqueHash, inserted: sql<boolean>`(xmax = 0)` });
  const added = written.filter((row) => row.inserted).length;
  const writtenHashes = new Set(written.map((row) => row.hash));
  const unchangedHashes = rows.map((row) => row.uniqueHash!).filter((hash) => !writtenHashes.has(hash));
  return { added, updated: written.length - added, unchangedHashes };
}

/** Unchanged listings were still seen (and maybe re-verified) by this import. */
async function touch(executor: Executor, table: CatalogTable, hashes: string[], now: Date) {
  if (hashes.length === 0) return;
  await executor.update(table).set({ lastSeenAt: now }).where(inArray(table.uniqueHash, hashes));
}

export function createCatalogWriteRepo(db: Database) {
  return {
    /** Runs one batch in one transaction: a batch is written whole or not at all. */
    inBatch<T>(fn: (executor: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Executor));
    },
    upsertScholarships: (executor: Executor, rows: (typeof scholarships.$inferInsert)[]) =>
      upsert(executor, scholarships, rows),
    upsertInternships: (executor: Executor, rows: (typeof internships.$inferInsert)[]) =>
      upsert(executor, internships, rows),
    touchScholarships: (executor: Executor, hashes: string[], now: Date) =>
      touch(executor, scholarships, hashes, now),
    touchInternships: (executor: Executor, hashes: string[], now: Date) =>
      touch(executor, internships, hashes, now),
    /** After imports: each opportunity listed once, the freshest source shown (ADR 016). */
    deduplicate: (today: string) => deduplicateCatalog(createCatalogDedupeRepo(db), today),
    /** Fresh planner statistics after a bulk import, so browse queries pick the right indexes. */
    async analyze() {
      await db.execute(sql`ANALYZE scholarships, internships`);
    },

    async countCatalog() {
      const [scholarshipCount] = await db.select({ n: count() }).from(scholarships);
      const [internshipCount] = await db.select({ n: count() }).from(internships);
      return { scholarships: scholarshipCount?.n ?? 0, internships: internshipCount?.n ?? 0 };
    },
  };
}

export type CatalogWriteRepo = ReturnType<typeof createCatalogWriteRepo>;
