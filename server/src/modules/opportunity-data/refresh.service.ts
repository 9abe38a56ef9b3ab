import { deadlineToday } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import { assertAdmin } from '../../lib/authorize';
import type { CatalogWriteRepo } from './catalog-write.repo';
import type { DataSourceRow, DataSourcesRepo } from './data-sources.repo';
import { remoteUrl, runJob, type RefreshResult, type RunContext } from './refresh-run';
import { registerSeedSources, syncSeedSources } from './seed';
import type { SessionUser } from '../auth/auth.repo';
import type { AuditRepo } from '../admin/audit.repo';

export type { RefreshResult } from './refresh-run';

export const REFRESH_JOB_TYPE = 'opportunity-refresh';
export const REFRESH_RUNNING_MESSAGE = 'A data refresh is already running. Please wait for it to finish.';
const STALE_AFTER_MS = 60 * 60 * 1000;

export interface RefreshOptions {
  /** An admin's refresh is an admin action: its start is written to the audit log (ADR 026). */
  audit: Pick<AuditRepo, 'record'>;
  /** Tests only: let URL sources point at a local fixture server. */
  allowLoopback?: boolean;
  now?: () => Date;
}

/**
 * Refreshes run one at a time across every instance: each run first claims the single running
 * slot of scheduled_jobs (ADR 007), so a second one is refused before doing any work. The run
 * itself yields between batches, so the site keeps serving while it goes (ADR 019).
 */
export function createRefreshService(
  sources: DataSourcesRepo,
  catalog: CatalogWriteRepo,
  options: RefreshOptions,
) {
  const clock = options.now ?? (() => new Date());
  const shutdown = new AbortController();
  const running = new Set<Promise<RefreshResult>>();
  const ctx: RunContext = {
    sources,
    catalog,
    clock,
    allowLoopback: options.allowLoopback ?? false,
    signal: shutdown.signal,
  };

  /** Frees the slot of a run whose process died, then claims it; null when another run holds it. */
  async function claim(take: (now: Date) => Promise<number | null>): Promise<number | null> {
    if (shutdown.signal.aborted) return null;
    const now = clock();
    await sources.failStaleJobs(REFRESH_JOB_TYPE, new Date(now.getTime() - STALE_AFTER_MS));
    return take(now);
  }

  /** Runs a claimed job; close() waits for it to stop. */
  function track(jobId: number, list: DataSourceRow[]): Promise<RefreshResult> {
    const run = runJob(ctx, jobId, list);
    running.add(run);
    const forget = () => running.delete(run);
    run.then(forget, forget);
    return run;
  }

  /** Every active source, bundled or remote. */
  async function runAllSources(): Promise<RefreshResult | null> {
    const jobId = await claim((now) => sources.claimJob(REFRESH_JOB_TYPE, 'Refresh opportunity data', now));
    return jobId === null ? null : track(jobId, await sources.listActiveSources());
  }

  return {
    /** An admin's Refresh Opportunity Data: answers when the run is over, or 409 at once. */
    async refreshAll(actor: SessionUser): Promise<RefreshResult> {
      assertAdmin(actor);
      const jobId = await claim((now) => sources.claimJob(REFRESH_JOB_TYPE, 'Refresh opportunity data', now));
      if (jobId === null) throw AppError.conflict(REFRESH_RUNNING_MESSAGE);
      const list = await sources.listActiveSources();
      const run = track(jobId, list);
      // Recorded once the run holds the slot: a refused (409) attempt changed nothing.
      await options.audit.record(actor, {
        action: 'refresh.start',
        details: { jobId, sources: list.map((source) => source.name) },
      });
      return run;
    },

    /**
     * The schedule's run for the tick planned at `scheduledFor`: every active source with a
     * remote URL (bundled files do not change). Null when there is none, another run holds the
     * slot, or another instance already ran this tick.
     */
    async runScheduled(scheduledFor: Date, recurrence: string): Promise<RefreshResult | null> {
      const remote = (await sources.listActiveSources()).filter((source) => remoteUrl(source) !== null);
      if (remote.length === 0) {
        // Nothing to fetch, but time has passed: freshness moves with the calendar, and the listing
        // shown for a group of duplicates may have closed since (ADR 016). Idempotent.
        await catalog.maintain(deadlineToday(clock()));
        return null;
      }
      const job = { type: REFRESH_JOB_TYPE, name: 'Scheduled refresh of opportunity data', recurrence };
      const jobId = await claim((now) => sources.claimScheduledJob(job, scheduledFor, now));
      return jobId === null ? null : track(jobId, remote);
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

    /**
     * Every start: the first imports the whole seed; later ones import seed sources added since,
     * follow moved files, and close the open listings of sources no longer bundled ("No longer
     * listed by the source"), which are deactivated. Null when there was nothing to import.
     */
    async syncSeedOnStart(): Promise<RefreshResult | null> {
      if ((await sources.countSources()) === 0) return this.seedOnFirstStart();
      const { added, retired } = await syncSeedSources(sources);
      for (const source of retired) await catalog.closeAllFromSource(source.id, clock());
      // Time has passed since the last start: freshness, and the listing shown for each group of
      // duplicates, may have changed (ADR 016).
      await catalog.maintain(deadlineToday(clock()));
      if (added.length === 0) return null;
      const jobId = await claim((now) => sources.claimJob(REFRESH_JOB_TYPE, 'Import new seed sources', now));
      return jobId === null ? null : track(jobId, added);
    },

    /** Stops a running refresh after its current batch (recorded as interrupted) and waits for it. */
    async close() {
      shutdown.abort(new Error('Interrupted: the server shut down'));
      await Promise.allSettled([...running]);
    },
  };
}

export type RefreshService = ReturnType<typeof createRefreshService>;
