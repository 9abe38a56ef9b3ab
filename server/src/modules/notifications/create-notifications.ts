import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createDeadlineCheckService } from './deadline-check.service';
import { createDeadlineRunsService } from './deadline-runs.service';
import { createNotificationsRepo } from './notifications.repo';
import { createNotificationsService } from './notifications.service';
import type { ReminderMailer } from './reminder-mailer';
import { scheduleDeadlineReminders } from './reminder-schedule';

export interface NotificationsOptions {
  log: FastifyBaseLogger;
  /** Null: in-app reminders only (see services.ts). */
  mailer: ReminderMailer | null;
  /** REMINDER_TZ: the zone of users whose profile has none. */
  defaultTimeZone: string;
  /** DEADLINE_REMINDERS: the hourly schedule; the admin's on-demand check works either way. */
  scheduleEnabled: boolean;
  now?: () => Date;
}

/** The notifications module's services and its schedule (stop it on close). */
export function createNotifications(db: Database, options: NotificationsOptions) {
  const now = options.now ?? (() => new Date());
  const deadlineCheck = createDeadlineCheckService(db, {
    mailer: options.mailer,
    defaultTimeZone: options.defaultTimeZone,
    now,
  });
  const deadlineRuns = createDeadlineRunsService(db, deadlineCheck, { log: options.log, now });
  return {
    notifications: createNotificationsService(createNotificationsRepo(db), now),
    deadlineCheck,
    deadlineRuns,
    reminderSchedule: scheduleDeadlineReminders(options.scheduleEnabled, deadlineRuns, options.log),
  };
}
