import { Cron } from 'croner';

/** The two log calls a schedule makes (the app's logger has them). */
export interface ScheduleLog {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

export interface Schedule {
  stop(): void;
}

/** What a schedule that is off returns. */
export const noSchedule: Schedule = { stop: () => {} };

/**
 * A job on `pattern` with the policy every schedule of the server shares:
 * - read in UTC, so instances in different time zones plan the same ticks and a tick's time
 *   identifies its one run across them (ADR 019);
 * - a tick that comes while this instance's previous run is still going is skipped, not queued;
 * - the listening server keeps the process alive, a schedule alone never does;
 * - a failed run is logged as `failure`, and the next tick runs as usual.
 */
export function utcJob(
  pattern: string,
  failure: string,
  log: ScheduleLog,
  run: () => Promise<unknown>,
): Cron {
  return new Cron(
    pattern,
    {
      timezone: 'UTC',
      protect: true,
      unref: true,
      catch: (error) => log.error({ err: error }, failure),
    },
    async () => {
      await run();
    },
  );
}
