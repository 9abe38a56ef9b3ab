import type { Cron } from 'croner';
import { noSchedule, utcJob, type Schedule, type ScheduleLog } from '../../lib/schedule';
import type { RefreshService } from './refresh.service';

/**
 * The tick that fired, as planned rather than when this instance's timer went off (later under
 * load), so instances agree on it: the last planned run not after now. A tick skipped while this
 * instance was still busy is passed over.
 */
function firedTick(job: Cron, planned: Date | null): Date {
  const now = new Date();
  let tick = planned ?? now;
  for (let next = job.nextRun(tick); next && next <= now; next = job.nextRun(next)) tick = next;
  return tick;
}

/** Runs the scheduled catalog refresh on `pattern` (a cron pattern), or nothing when it is null. */
export function scheduleCatalogRefresh(
  pattern: string | null,
  refresh: RefreshService,
  log: ScheduleLog,
): Schedule {
  if (!pattern) {
    log.info('scheduled catalog refresh: off');
    return noSchedule;
  }
  let planned: Date | null = null;
  const job = utcJob(pattern, 'scheduled catalog refresh failed', log, async () => {
    const tick = firedTick(job, planned);
    planned = job.nextRun(tick);
    const result = await refresh.runScheduled(tick, pattern);
    if (result) log.info(`scheduled catalog refresh: ${result.message}`);
    else
      log.info(
        `scheduled catalog refresh of ${tick.toISOString()} skipped: nothing to fetch, or run elsewhere`,
      );
  });
  planned = job.nextRun();
  log.info(`scheduled catalog refresh: "${pattern}" (UTC), next at ${job.nextRun()?.toISOString()}`);
  return { stop: () => job.stop() };
}
