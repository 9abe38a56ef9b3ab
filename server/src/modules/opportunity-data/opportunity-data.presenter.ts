import type { RefreshStatus } from '@futurefund/core';
import type { RefreshService } from './refresh.service';

type RefreshState = Awaited<ReturnType<RefreshService['status']>>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** What the admin page polls while a refresh runs: the job and one line per source run. */
export function toRefreshStatus({ running, job, runs, sourcesTotal }: RefreshState): RefreshStatus {
  return {
    running,
    sourcesTotal,
    job: job
      ? {
          id: job.id,
          status: job.status,
          startedAt: iso(job.lastRun),
          finishedAt: job.status === 'running' ? null : iso(job.updatedAt),
          error: job.error,
        }
      : null,
    runs: runs.map((run) => ({
      sourceName: run.sourceName,
      status: run.status,
      totalFound: run.totalFound,
      newAdded: run.newAdded,
      updated: run.updated,
      removed: run.removed,
      error: run.error,
      startTime: iso(run.startTime),
      endTime: iso(run.endTime),
    })),
  };
}
