import { DEADLINE_CHECK_HOUR } from '@futurefund/core';
import { noSchedule, utcJob, type Schedule, type ScheduleLog } from '../../lib/schedule';
import type { DeadlineRunsService } from './deadline-runs.service';

/** Every hour on the hour (UTC): each tick serves the users for whom it is now 9:00 (product §9). */
export const REMINDER_TICK_PATTERN = '0 * * * *';

/** Starts the hourly deadline check, or nothing when `enabled` is false (DEADLINE_REMINDERS). */
export function scheduleDeadlineReminders(
  enabled: boolean,
  runs: DeadlineRunsService,
  log: ScheduleLog,
): Schedule {
  if (!enabled) {
    log.info('deadline reminders schedule: off');
    return noSchedule;
  }
  // A slow tick still running skips the next (utcJob); the claims keep each reminder once anyway.
  const job = utcJob(REMINDER_TICK_PATTERN, 'scheduled deadline check failed', log, () =>
    runs.scheduled(DEADLINE_CHECK_HOUR),
  );
  log.info(`deadline reminders schedule: hourly, next at ${job.nextRun()?.toISOString()}`);
  return { stop: () => job.stop() };
}
