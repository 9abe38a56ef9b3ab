import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { DEADLINE_CHECK_HOUR } from '@futurefund/core';
import type { DeadlineRunsService } from './deadline-runs.service';

/** Every hour on the hour (UTC): each tick serves the users for whom it is now 9:00 (product §9). */
export const REMINDER_TICK_PATTERN = '0 * * * *';

export interface ReminderSchedule {
  stop(): void;
}

/** Starts the hourly deadline check, or nothing when `enabled` is false (DEADLINE_REMINDERS). */
export function scheduleDeadlineReminders(
  enabled: boolean,
  runs: DeadlineRunsService,
  log: FastifyBaseLogger,
): ReminderSchedule {
  if (!enabled) {
    log.info('deadline reminders schedule: off');
    return { stop: () => {} };
  }
  const job = new Cron(
    REMINDER_TICK_PATTERN,
    {
      timezone: 'UTC',
      // A slow tick still running: skip the next rather than pile up (claims keep it once anyway).
      protect: true,
      unref: true,
      catch: (error) => log.error({ err: error }, 'scheduled deadline check failed'),
    },
    async () => {
      await runs.scheduled(DEADLINE_CHECK_HOUR);
    },
  );
  log.info(`deadline reminders schedule: hourly, next at ${job.nextRun()?.toISOString()}`);
  return { stop: () => job.stop() };
}
