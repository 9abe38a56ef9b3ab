import { deadlineToday } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import { assertAdmin } from '../../lib/authorize';
import { adapters } from '../../sources/adapters';
import type { CatalogWriteRepo } from './catalog-write.repo';
import type { DataSourceRow, DataSourcesRepo, SourceConfig } from './data-sources.repo';
import { importOpportunities, type ImportSummary } from './import.service';
import { registerSeedSources } from './seed';
import { loadSourceInput } from './source-input';
import type { SessionUser } from '../auth/auth.repo';

export const REFRESH_JOB_TYPE = 'opportunity-refresh';
const STALE_AFTER_MS = 60 * 60 * 1000;

export interface RefreshResult {
  success: boolean;
  message: string;
  scholarshipsAdded: number;
  internshipsAdded: number;
  existingScholarships: number;
  existingInternships: number;
}

interface RefreshTotals {
  scholarshipsAdded: number;
  internshipsAdded: number;
  updated: number;
  failed: string[];
}

export interface RefreshOptions {
  /** Tests only: let URL sources point at a local fixture server. */
  allowLoopback?: boolean;
  now?: () => Date;
}

/** Reads, parses and imports one source. Throws with a clear message when it cannot. */
export async function runSource(
  catalog: CatalogWriteRepo,
  source: DataSourceRow,
  options: RefreshOptions,
): Promise<ImportSummary> {
  const config = (source.scrapingConfig ?? {}) as Partial<SourceConfig>;
  const adapter = config.adapter ? adapters[config.adapter] : undefined;
  if (!adapter) throw new Error(`Unknown adapter "${config.adapter ?? ''}" for source "${source.name}"`);
  const raw = await loadSourceInput(
    { adapter: adapter.name, path: config.path, url: config.url ?? source.url ?? undefined },
    adapter,
    options,
  );
  const now = (options.now ?? (() => new Date()))();
  const parsed = adapter.parse(raw, { now });
  return importOpportunities(catalog, parsed, {
    dataSourceId: source.id,
    adapterName: adapter.name,
    sourceType: source.sourceType,
    now,
  });
}

export function createRefreshService(
  sources: DataSourcesRepo,
  catalog: CatalogWriteRepo,
  defaults: RefreshOptions = {},
) {
  const clock = defaults.now ?? (() => new Date());

  /** Imports one source and records its run; a failing source is counted, never thrown. */
  async function refreshSource(source: DataSourceRow, jobId: number, totals: RefreshTotals) {
    const runId = await sources.startRun(source.id, jobId, clock());
    try {
      const summary = await runSource(catalog, source, { ...defaults, now: clock });
      totals.scholarshipsAdded += summary.scholarshipsAdded;
      totals.internshipsAdded += summary.internshipsAdded;
      totals.updated += summary.updated;
      await sources.updateRun(runId, {
        status: 'completed',
        endTime: clock(),
        totalFound: summary.total,
        newAdded: summary.added,
        updated: summary.updated,
        errorDetails: { unchanged: summary.unchanged, skipped: summary.skipped },
      });
      await sources.markScraped(source.id, clock());
    } catch (error) {
      totals.failed.push(source.name);
      await sources.updateRun(runId, { status: 'failed', endTime: clock(), error: (error as Error).message });
    }
  }

  /**
   * Runs every active source once. One refresh at a time across all instances (409 otherwise);
   * each source records its own scraping run, and a failing source leaves its data as it was.
   */
  async function runAllSources(): Promise<RefreshResult> {
    const startedAt = clock();
    await sources.failStaleJobs(REFRESH_JOB_TYPE, new Date(startedAt.getTime() - STALE_AFTER_MS));
    const jobId = await sources.claimJob(REFRESH_JOB_TYPE, 'Refresh opportunity data', startedAt);
    if (jobId === null)
      throw AppError.conflict('A data refresh is already running. Please wait for it to finish.');

    const totals: RefreshTotals = { scholarshipsAdded: 0, internshipsAdded: 0, updated: 0, failed: [] };
    for (const source of await sources.listActiveSources()) await refreshSource(source, jobId, totals);

    await catalog.deduplicate(deadlineToday(clock()));
    await catalog.analyze();
    const counts = await catalog.countCatalog();
    const result: RefreshResult = {
      success: totals.failed.length === 0,
      message: describe(totals),
      scholarshipsAdded: totals.scholarshipsAdded,
      internshipsAdded: totals.internshipsAdded,
      existingScholarships: counts.scholarships,
      existingInternships: counts.internships,
    };
    await sources.finishJob(
      jobId,
      result.success ? 'completed' : 'failed',
      result,
      result.success ? null : result.message,
    );
    return result;
  }

  return {
    /** An admin's Refresh Opportunity Data. */
    async refreshAll(actor: SessionUser): Promise<RefreshResult> {
      assertAdmin(actor);
      return runAllSources();
    },

    async status(actor: SessionUser) {
      assertAdmin(actor);
      const job = await sources.latestJob(REFRESH_JOB_TYPE);
      const runs = job ? await sources.runsForJob(job.id) : [];
      const total = (await sources.listActiveSources()).length;
      return { running: job?.status === 'running', job, runs, sourcesTotal: total };
    },

    /** First start on an empty database: register the bundled seed sources and import them once. */
    async seedOnFirstStart(): Promise<RefreshResult | null> {
      if ((await sources.countSources()) > 0) return null;
      await registerSeedSources(sources);
      return runAllSources();
    },
  };
}

function describe(totals: RefreshTotals): string {
  const added = `${totals.scholarshipsAdded} new scholarships and ${totals.internshipsAdded} new internships`;
  const base = `Opportunity data refreshed: ${added}, ${totals.updated} updated.`;
  return totals.failed.length ? `${base} Failed sources: ${totals.failed.join(', ')}.` : base;
}

export type RefreshService = ReturnType<typeof createRefreshService>;
