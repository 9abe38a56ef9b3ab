import type { Database } from '../../db/client';
import type { ImportSummary } from './import.service';

/** What a pass after an import knows: which source was imported, when, and what changed. */
export interface AfterImportContext {
  /** data_sources.id of the imported source (null for an import not tied to a source). */
  sourceId: number | null;
  /** The import's clock: every listing it saw has last_seen_at = now. */
  now: Date;
  summary: ImportSummary;
}

/** A pass over the catalog that runs after each successful import of a source. */
export type AfterImportPass = (context: AfterImportContext) => Promise<void>;

/**
 * The passes every import runs once its listings are written (refreshes, the first-start seed and
 * `npm run import` alike), in order. None today: de-duplication spans sources, so it runs once per
 * refresh job after every source (refresh-run.ts) and once per CLI import, not after each source.
 */
export function afterImportPasses(_db: Database): AfterImportPass[] {
  return [];
}
