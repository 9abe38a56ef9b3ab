import { enrichOpportunity } from '../../sources/normalize/enrich';
import type { AdapterResult, NormalizedInternship, NormalizedScholarship } from '../../sources/types';
import type { CatalogWriteRepo } from './catalog-write.repo';
import { toInternshipRow, toScholarshipRow, uniqueHash, type ImportOrigin } from './row-mapping';

export interface ImportSummary {
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  scholarshipsAdded: number;
  internshipsAdded: number;
  /** Records not imported, counted by reason. */
  skipped: Record<string, number>;
}

export const IMPORT_BATCH_SIZE = 500;

function chunk<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * Writes an adapter's rows: one transaction per batch, upserts keyed by the unique hash, so a
 * re-run (or a run after a crash) updates instead of duplicating and never leaves half a batch.
 */
export async function importOpportunities(
  repo: CatalogWriteRepo,
  result: AdapterResult,
  origin: ImportOrigin,
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<ImportSummary> {
  const skipped: Record<string, number> = {};
  const countSkip = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  result.skipped.forEach((record) => countSkip(record.reason));

  // Two records of one source with one identity: the later one wins (one statement cannot update a row twice).
  const byHash = new Map<string, NormalizedScholarship | NormalizedInternship>();
  for (const parsed of result.opportunities) {
    // The one place every source's rows gain what their own words say (ADR 017).
    const opportunity = enrichOpportunity(parsed);
    const hash = uniqueHash(opportunity, origin.adapterName);
    if (byHash.has(hash)) countSkip('duplicate within the source');
    byHash.set(hash, opportunity);
  }
  const unique = [...byHash.values()];
  const summary: ImportSummary = {
    total: unique.length,
    added: 0,
    updated: 0,
    unchanged: 0,
    scholarshipsAdded: 0,
    internshipsAdded: 0,
    skipped,
  };

  let done = 0;
  options.onProgress?.(0, unique.length);
  for (const batch of chunk(unique, options.batchSize ?? IMPORT_BATCH_SIZE)) {
    const scholarshipRows = batch
      .filter((o) => o.type === 'scholarship')
      .map((o) => toScholarshipRow(o, origin));
    const internshipRows = batch
      .filter((o) => o.type === 'internship')
      .map((o) => toInternshipRow(o, origin));
    const [s, i] = await repo.inBatch(async (tx) => {
      const s = await repo.upsertScholarships(tx, scholarshipRows);
      const i = await repo.upsertInternships(tx, internshipRows);
      await repo.touchScholarships(tx, s.unchangedHashes, origin.now);
      await repo.touchInternships(tx, i.unchangedHashes, origin.now);
      return [s, i] as const;
    });
    summary.scholarshipsAdded += s.added;
    summary.internshipsAdded += i.added;
    summary.added += s.added + i.added;
    summary.updated += s.updated + i.updated;
    summary.unchanged += s.unchangedHashes.length + i.unchangedHashes.length;
    done += batch.length;
    options.onProgress?.(done, unique.length);
  }
  return summary;
}
