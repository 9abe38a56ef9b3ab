import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { RefreshService } from './refresh.service';

/**
 * Schedules are read in UTC on every instance, so instances in different time zones plan the
 * same ticks, and a tick's time identifies its one run across them (ADR 019).
 */
export const REFRESH_SCHEDULE_TIMEZONE = 'UTC';

export interface RefreshSchedule {
  stop(): void;
}

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
  log: FastifyBaseLogger,
): RefreshSchedule {
  if (!pattern) {
    log.info('scheduled catalog refresh: off');
    return { stop: () => {} };
  }
  let planned: Date | null = null;
  const job = new Cron(
    pattern,
    {
      timezone: REFRESH_SCHEDULE_TIMEZONE,
      // This instance's previous run still going: skip the tick rather than queue behind it.
      protect: true,
      // The listening server keeps the process alive; a schedule alone never should.
      unref: true,
      catch: (error) => log.error({ err: error }, 'scheduled catalog refresh failed'),
    },
    async () => {
      const tick = firedTick(job, planned);
      planned = job.nextRun(tick);
      const result = await refresh.runScheduled(tick, pattern);
      if (result) log.info(`scheduled catalog refresh: ${result.message}`);
      else
        log.info(
          `scheduled catalog refresh of ${tick.toISOString()} skipped: nothing to fetch, or run elsewhere`,
        );
    },
  );
  planned = job.nextRun();
  log.info(`scheduled catalog refresh: "${pattern}" (UTC), next at ${job.nextRun()?.toISOString()}`);
  return { stop: () => job.stop() };
}
