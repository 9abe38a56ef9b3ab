import { enrichOpportunity } from '../../sources/normalize/enrich';
import { yieldToEventLoop } from '../../lib/yield-to-event-loop';
import type { AdapterResult, NormalizedInternship, NormalizedScholarship } from '../../sources/types';
import type { CatalogWriteRepo } from './catalog-write.repo';
import { toInternshipRow, toScholarshipRow, uniqueHash, type ImportOrigin } from './row-mapping';

export interface ImportSummary {
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Open listings of the source that this full run no longer lists, now closed as 'removed'. */
  removed: number;
  /** Listings closed as removed by an earlier run that this run lists again. */
  reopened: number;
  scholarshipsAdded: number;
  internshipsAdded: number;
  /** Records not imported, counted by reason. */
  skipped: Record<string, number>;
}

export interface ImportOptions {
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * The result is the source's whole current listing: close its listings it no longer has. Only
   * for a source's full run; an import of part of a source must leave the rest open.
   */
  closeMissing?: boolean;
  /** Checked between batches: an aborted import stops there, leaving whole batches only. */
  signal?: AbortSignal;
}

export const IMPORT_BATCH_SIZE = 500;

function chunk<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Two records of one source with one identity: the later one wins (one statement cannot update a row twice). */
function uniqueByIdentity(result: AdapterResult, adapterName: string, countSkip: (reason: string) => void) {
  const byHash = new Map<string, NormalizedScholarship | NormalizedInternship>();
  for (const parsed of result.opportunities) {
    // The one place every source's rows gain what their own words say (ADR 017).
    const opportunity = enrichOpportunity(parsed);
    const hash = uniqueHash(opportunity, adapterName);
    if (byHash.has(hash)) countSkip('duplicate within the source');
    byHash.set(hash, opportunity);
  }
  return [...byHash.values()];
}

/** Closes, a batch at a time, the source's open listings this run did not see. */
async function closeMissing(repo: CatalogWriteRepo, origin: ImportOrigin, options: ImportOptions) {
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  let removed = 0;
  for (const close of [repo.closeMissingScholarships, repo.closeMissingInternships]) {
    let closed: number;
    do {
      options.signal?.throwIfAborted();
      closed = await close(origin.dataSourceId!, origin.now, batchSize);
      removed += closed;
      await yieldToEventLoop();
    } while (closed === batchSize);
  }
  return removed;
}

/**
 * Writes an adapter's rows: one transaction per batch, upserts keyed by the unique hash, so a
 * re-run (or a run after a crash) updates instead of duplicating and never leaves half a batch.
 * Between batches it yields, so requests are served while a large source imports.
 */
export async function importOpportunities(
  repo: CatalogWriteRepo,
  result: AdapterResult,
  origin: ImportOrigin,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const skipped: Record<string, number> = {};
  const countSkip = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  result.skipped.forEach((record) => countSkip(record.reason));
  const unique = uniqueByIdentity(result, origin.adapterName, countSkip);
  const summary: ImportSummary = {
    total: unique.length,
    added: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    reopened: 0,
    scholarshipsAdded: 0,
    internshipsAdded: 0,
    skipped,
  };

  let done = 0;
  options.onProgress?.(0, unique.length);
  for (const batch of chunk(unique, options.batchSize ?? IMPORT_BATCH_SIZE)) {
    options.signal?.throwIfAborted();
    const scholarshipRows = batch
      .filter((o) => o.type === 'scholarship')
      .map((o) => toScholarshipRow(o, origin));
    const internshipRows = batch
      .filter((o) => o.type === 'internship')
      .map((o) => toInternshipRow(o, origin));
    const [s, i, reopened] = await repo.inBatch(async (tx) => {
      const s = await repo.upsertScholarships(tx, scholarshipRows);
      const i = await repo.upsertInternships(tx, internshipRows);
      const reopened =
        (await repo.touchScholarships(tx, s.unchangedHashes, origin.now)) +
        (await repo.touchInternships(tx, i.unchangedHashes, origin.now));
      return [s, i, reopened] as const;
    });
    summary.scholarshipsAdded += s.added;
    summary.internshipsAdded += i.added;
    summary.added += s.added + i.added;
    summary.updated += s.updated + i.updated;
    summary.unchanged += s.unchangedHashes.length + i.unchangedHashes.length;
    summary.reopened += reopened;
    done += batch.length;
    options.onProgress?.(done, unique.length);
    await yieldToEventLoop();
  }
  // An empty snapshot is far likelier a broken feed than a source that closed everything.
  if (options.closeMissing && origin.dataSourceId !== null && unique.length > 0)
    summary.removed = await closeMissing(repo, origin, options);
  return summary;
}
