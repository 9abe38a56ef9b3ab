import { deadlineToday } from '@futurefund/core';
import { yieldToEventLoop } from '../../lib/yield-to-event-loop';
import type { CatalogWriteRepo } from './catalog-write.repo';
import type { DataSourceRow, DataSourcesRepo, SourceConfig } from './data-sources.repo';
import { importOpportunities, type ImportSummary } from './import.service';
import { loadSourceInput } from './source-input';

export interface RefreshResult {
  success: boolean;
  message: string;
  scholarshipsAdded: number;
  internshipsAdded: number;
  existingScholarships: number;
  existingInternships: number;
}

/** What one refresh run works with; `signal` aborts it between batches (the server shutting down). */
export interface RunContext {
  sources: DataSourcesRepo;
  catalog: CatalogWriteRepo;
  clock: () => Date;
  /** Tests only: let URL sources point at a local fixture server. */
  allowLoopback: boolean;
  signal: AbortSignal;
}

interface RefreshTotals {
  scholarshipsAdded: number;
  internshipsAdded: number;
  updated: number;
  removed: number;
  failed: string[];
}

/**
 * Rows per transaction while the site serves: on PGlite a batch holds the one connection (and the
 * thread) until it commits, so a request waits up to one batch. 100 rows is ~0.1 s against ~0.5 s
 * for the command line's 500, for the same total time (measured on the largest seed file).
 */
export const REFRESH_BATCH_SIZE = 100;

const sourceConfig = (source: DataSourceRow) => (source.scrapingConfig ?? {}) as Partial<SourceConfig>;

/** The URL a source is fetched from; null for a bundled file or folder. */
export function remoteUrl(source: DataSourceRow): string | null {
  return sourceConfig(source).url ?? source.url ?? null;
}

/** Reads, parses and imports one source as a full run. Throws with a clear message when it cannot. */
export async function runSource(ctx: RunContext, source: DataSourceRow): Promise<ImportSummary> {
  const config = sourceConfig(source);
  // The source formats (and their parsers: CSV, Markdown, YAML) load with the first run (ADR 047).
  const { adapters } = await import('../../sources/adapters');
  const adapter = config.adapter ? adapters[config.adapter] : undefined;
  if (!adapter) throw new Error(`Unknown adapter "${config.adapter ?? ''}" for source "${source.name}"`);
  const raw = await loadSourceInput(
    { adapter: adapter.name, path: config.path, url: remoteUrl(source) ?? undefined },
    adapter,
    { allowLoopback: ctx.allowLoopback, signal: ctx.signal },
  );
  const now = ctx.clock();
  // Parsing is synchronous (about 0.3 s for the largest seed file): let waiting requests in around it.
  await yieldToEventLoop();
  const parsed = adapter.parse(raw, { now });
  await yieldToEventLoop();
  return importOpportunities(
    ctx.catalog,
    parsed,
    { dataSourceId: source.id, adapterName: adapter.name, sourceType: source.sourceType, now },
    { batchSize: REFRESH_BATCH_SIZE, closeMissing: true, signal: ctx.signal },
  );
}

/** Imports one source and records its run; a failing source is counted, never thrown. */
async function refreshSource(ctx: RunContext, source: DataSourceRow, jobId: number, totals: RefreshTotals) {
  const { sources, clock } = ctx;
  const runId = await sources.startRun(source.id, jobId, clock());
  try {
    const summary = await runSource(ctx, source);
    totals.scholarshipsAdded += summary.scholarshipsAdded;
    totals.internshipsAdded += summary.internshipsAdded;
    totals.updated += summary.updated;
    totals.removed += summary.removed;
    await sources.updateRun(runId, {
      status: 'completed',
      endTime: clock(),
      totalFound: summary.total,
      newAdded: summary.added,
      updated: summary.updated,
      removed: summary.removed,
      errorDetails: { unchanged: summary.unchanged, reopened: summary.reopened, skipped: summary.skipped },
    });
    await sources.markScraped(source.id, clock());
  } catch (error) {
    totals.failed.push(source.name);
    await sources.updateRun(runId, { status: 'failed', endTime: clock(), error: (error as Error).message });
  }
}

/**
 * Runs the given sources under a claimed job, one after another, and closes the job with its
 * result. When the context's signal aborts, it stops after the current batch and says so.
 */
export async function runJob(ctx: RunContext, jobId: number, list: DataSourceRow[]): Promise<RefreshResult> {
  const { sources, catalog } = ctx;
  try {
    const totals: RefreshTotals = {
      scholarshipsAdded: 0,
      internshipsAdded: 0,
      updated: 0,
      removed: 0,
      failed: [],
    };
    for (const source of list) {
      if (ctx.signal.aborted) break;
      await refreshSource(ctx, source, jobId, totals);
    }
    const interrupted = ctx.signal.aborted;
    if (!interrupted) {
      // Once per run, after every source: duplicates span sources (ADR 016).
      await catalog.maintain(deadlineToday(ctx.clock()));
      await catalog.analyze();
    }
    const counts = await catalog.countCatalog();
    const result: RefreshResult = {
      success: totals.failed.length === 0 && !interrupted,
      message: describe(totals, interrupted),
      scholarshipsAdded: totals.scholarshipsAdded,
      internshipsAdded: totals.internshipsAdded,
      existingScholarships: counts.scholarships,
      existingInternships: counts.internships,
    };
    const failure = result.success ? null : result.message;
    await sources.finishJob(jobId, result.success ? 'completed' : 'failed', result, failure);
    return result;
  } catch (error) {
    await sources.finishJob(jobId, 'failed', null, (error as Error).message);
    throw error;
  }
}

function describe(totals: RefreshTotals, interrupted: boolean): string {
  const added = `${totals.scholarshipsAdded} new scholarships and ${totals.internshipsAdded} new internships`;
  const lines = [
    `Opportunity data refreshed: ${added}, ${totals.updated} updated, ${totals.removed} removed.`,
  ];
  if (totals.failed.length) lines.push(`Failed sources: ${totals.failed.join(', ')}.`);
  if (interrupted) lines.push('Interrupted: the server shut down before every source ran.');
  return lines.join(' ');
}
