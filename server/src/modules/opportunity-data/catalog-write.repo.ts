import { and, count, eq, getTableColumns, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { freshSince, textPeriodEnd, titlePeriodEnd } from '@futurefund/core';
import type { Database } from '../../db/client';
import { internships, scholarships } from '../../db/schema';
import { listedCondition, openConditions } from '../opportunities/browse-sql';
import { deduplicateCatalog } from './catalog-dedupe';
import { createCatalogDedupeRepo } from './catalog-dedupe.repo';

type CatalogTable = typeof scholarships | typeof internships;
type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

/**
 * Rows written before titles (ADR 064) or texts were read for the period they name get its end
 * here, as the importer would have written it (row-mapping.ts). Only rows whose words could name
 * one are read; those that name none are read again on each pass (on the seed, a few dozen titles
 * and about 135 texts).
 */
async function readPeriods(db: Database, t: CatalogTable): Promise<number> {
  const text = sql<string>`concat_ws(E'\n', ${t.eligibility}, ${t.description})`;
  const readers = [
    {
      column: 'title_ends_on',
      stored: t.titleEndsOn,
      words: sql<string>`${t.title}`,
      endOf: titlePeriodEnd,
      cue: null,
    },
    {
      column: 'text_ends_on',
      stored: t.textEndsOn,
      words: text,
      endOf: textPeriodEnd,
      cue: sql`${text} ~* '(academic year|intake|entry|starting|commencing|beginning|entering|throughout)'`,
    },
  ];
  let changed = 0;
  for (const { column, stored, words, endOf, cue } of readers) {
    const unread = await db
      .select({ id: t.id, words })
      .from(t)
      .where(and(isNull(stored), sql`${words} ~ '20[0-9]{2}'`, cue ?? undefined));
    const read = unread.flatMap(({ id, words }) => {
      const ends = endOf(words);
      return ends === null ? [] : [{ id, ends }];
    });
    if (read.length === 0) continue;
    await db.execute(sql`UPDATE ${t} SET ${sql.identifier(column)} = v.ends
      FROM jsonb_to_recordset(${JSON.stringify(read)}::jsonb) AS v(id integer, ends date) WHERE ${t.id} = v.id`);
    changed += read.length;
  }
  return changed;
}

/**
 * Each open listing's turn among its source's (ADR 068): 1 for its most complete listing (core
 * thinRank, then id), 2 for the next… Relevance reads each source's first before any second, so
 * no one source fills a page. Returns how many turns moved.
 */
async function rankSourceTurns(db: Database, t: CatalogTable, today: string): Promise<number> {
  const { rows } = (await db.execute(sql`UPDATE ${t} SET source_rank = turns.turn
    FROM (SELECT id, row_number() OVER (PARTITION BY source_id ORDER BY thin_rank, id) AS turn
      FROM ${t} WHERE ${listedCondition} AND ${openConditions(today)}) AS turns
    WHERE ${t.id} = turns.id AND ${t.sourceRank} IS DISTINCT FROM turns.turn
    RETURNING ${t.id}`)) as unknown as { rows: unknown[] };
  return rows.length;
}

// Set on re-import: everything except identity, first-seen, creation, review decisions and the
// de-duplication links (the de-duplication pass after each import owns those).
const keptOnUpdate = new Set([
  'duplicateOf',
  'sourceRank',
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
  // A listing the source still marks closed keeps the date it was first seen closed.
  set.closedAt = sql`CASE WHEN excluded.closed_at IS NULL THEN NULL ELSE coalesce(${table.closedAt}, excluded.closed_at) END`;
  set.updatedAt = sql`now()`;
  return set;
}

type CatalogRow = typeof scholarships.$inferInsert | typeof internships.$inferInsert;

/**
 * The rows already stored with the same content and source. Writing them again would cost as much
 * as a fresh insert (generated search columns are computed for every proposed row, even one that
 * conflicts), and a daily refresh finds most listings unchanged.
 */
async function storedUnchanged(executor: Executor, table: CatalogTable, rows: CatalogRow[]) {
  const hashes = rows.map((row) => row.uniqueHash!);
  const stored = await executor
    .select({ hash: table.uniqueHash, content: table.contentHash, source: table.sourceId })
    .from(table)
    .where(inArray(table.uniqueHash, hashes));
  const byHash = new Map(stored.map((row) => [row.hash, row]));
  const isUnchanged = (row: CatalogRow) => {
    const found = byHash.get(row.uniqueHash!);
    return found?.content === row.contentHash && found?.source === (row.sourceId ?? null);
  };
  return new Set(rows.filter(isUnchanged).map((row) => row.uniqueHash!));
}

/**
 * Inserts new listings and updates changed ones in one statement. Unchanged rows (same content
 * hash) are not rewritten; `inserted` tells added from updated (xmax = 0 only for a fresh row).
 */
async function upsert(executor: Executor, table: CatalogTable, rows: CatalogRow[]) {
  if (rows.length === 0) return { added: 0, updated: 0, unchangedHashes: [] as string[] };
  const unchanged = await storedUnchanged(executor, table, rows);
  const changed = rows.filter((row) => !unchanged.has(row.uniqueHash!));
  const written =
    changed.length === 0
      ? []
      : await executor
          .insert(table)
          .values(changed as (typeof table.$inferInsert)[])
          .onConflictDoUpdate({
            target: table.uniqueHash,
            set: updateSet(table),
            // Another run may have written the same content since the look-up above.
            setWhere: sql`${table.contentHash} IS DISTINCT FROM excluded.content_hash OR ${table.sourceId} IS DISTINCT FROM excluded.source_id`,
          })
          .returning({ hash: table.uniqueHash, inserted: sql<boolean>`(xmax = 0)` });
  const added = written.filter((row) => row.inserted).length;
  const writtenHashes = new Set(written.map((row) => row.hash));
  const unchangedHashes = rows.map((row) => row.uniqueHash!).filter((hash) => !writtenHashes.has(hash));
  return { added, updated: written.length - added, unchangedHashes };
}

/**
 * Unchanged listings were still seen (and maybe re-verified) by this import; one that an earlier
 * run closed as removed is listed again, so it re-opens. Returns how many re-opened.
 */
async function touch(executor: Executor, table: CatalogTable, hashes: string[], now: Date) {
  if (hashes.length === 0) return 0;
  const reopened = await executor
    .update(table)
    .set({ lastSeenAt: now, closedAt: null, closedReason: null, updatedAt: sql`now()` })
    .where(and(inArray(table.uniqueHash, hashes), eq(table.closedReason, 'removed')))
    .returning({ id: table.id });
  // updated_at dates a change of the listing; being seen again is last_seen_at alone.
  await executor
    .update(table)
    .set({ lastSeenAt: now, updatedAt: sql`${table.updatedAt}` })
    .where(inArray(table.uniqueHash, hashes));
  return reopened.length;
}

/**
 * Closes up to `limit` open listings of a source that the run at `seenAt` did not list (every
 * listing it did list has last_seen_at = seenAt). Kept, not deleted: applications point at them.
 */
async function closeMissing(
  executor: Executor,
  table: CatalogTable,
  sourceId: number,
  seenAt: Date,
  limit: number,
) {
  const missing = executor
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.sourceId, sourceId), isNull(table.closedAt), ne(table.lastSeenAt, seenAt)))
    .limit(limit);
  const closed = await executor
    .update(table)
    .set({ closedAt: seenAt, closedReason: 'removed', updatedAt: sql`now()` })
    .where(inArray(table.id, missing))
    .returning({ id: table.id });
  return closed.length;
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
    /**
     * The catalog's upkeep after imports, on start and on the daily tick (ADR 016): the stored
     * freshness follows the calendar, then each opportunity is listed once, the freshest shown.
     */
    async maintain(today: string) {
      const cut = sql`${`${freshSince(today)}T00:00:00Z`}::timestamptz`;
      let changed = 0;
      for (const t of [scholarships, internships]) {
        changed += await readPeriods(db, t);
        const freshNow = sql`coalesce(${t.lastVerifiedAt} >= ${cut}, false)`;
        const flipped = await db
          .update(t)
          .set({ fresh: freshNow })
          .where(sql`${t.fresh} IS DISTINCT FROM ${freshNow}`)
          .returning({ id: t.id });
        changed += flipped.length;
      }
      const dedupe = createCatalogDedupeRepo(db);
      const countingWrites: typeof dedupe = {
        candidates: dedupe.candidates,
        apply: async (table, changes) => {
          changed += changes.length;
          await dedupe.apply(table, changes);
        },
      };
      const hidden = await deduplicateCatalog(countingWrites, today);
      // After de-duplication, which decides the listed rows.
      for (const t of [scholarships, internships]) changed += await rankSourceTurns(db, t, today);
      // A changed row's page is no longer marked all-visible, and browse's counts read the table
      // for such pages instead of the count index alone (ADR 048) until a vacuum marks them
      // again. PostgreSQL's autovacuum waits for a fifth of a table to change, so a day's
      // freshness or a restart's links would slow every count until then. A plain VACUUM reads
      // only the pages that changed (ADR 055).
      if (changed > 0) await db.execute(sql`VACUUM scholarships, internships`);
      return hidden;
    },
    closeMissingScholarships: (sourceId: number, seenAt: Date, limit: number) =>
      closeMissing(db, scholarships, sourceId, seenAt, limit),
    closeMissingInternships: (sourceId: number, seenAt: Date, limit: number) =>
      closeMissing(db, internships, sourceId, seenAt, limit),
    /** Closes every open listing of a source that is no longer read ('removed'); returns how many. */
    async closeAllFromSource(sourceId: number, now: Date): Promise<number> {
      let total = 0;
      for (const table of [scholarships, internships]) {
        let closed: number;
        do {
          // No listing was seen at `now`, so every open one of the source is "missing".
          closed = await closeMissing(db, table, sourceId, now, 500);
          total += closed;
        } while (closed > 0);
      }
      return total;
    },
    /**
     * After a bulk import: fresh planner statistics, so queries pick the right indexes, and a
     * vacuum. PGlite has no autovacuum, so without it the rows a refresh replaced would stay on
     * disk, and the first queries after an import would pay for marking every new row visible.
     */
    async analyze() {
      await db.execute(sql`VACUUM (ANALYZE) scholarships, internships`);
    },

    async countCatalog() {
      const [scholarshipCount] = await db.select({ n: count() }).from(scholarships);
      const [internshipCount] = await db.select({ n: count() }).from(internships);
      return { scholarships: scholarshipCount?.n ?? 0, internships: internshipCount?.n ?? 0 };
    },
  };
}

export type CatalogWriteRepo = ReturnType<typeof createCatalogWriteRepo>;
