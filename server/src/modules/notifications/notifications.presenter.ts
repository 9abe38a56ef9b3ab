import {
  NOTIFICATION_DEFAULTS,
  emailFrequencies,
  type DeadlineCheckRun,
  type EmailFrequency,
  type Notification,
  type NotificationPreferences,
} from '@futurefund/core';
import type { JobRow } from './deadline-check.repo';
import type { NotificationRow, PreferencesRow } from './notifications.repo';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    applicationId: row.applicationId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// The column is free text (product §3 fixes only the default); an unknown value reads as the default.
const frequency = (value: string): EmailFrequency =>
  (emailFrequencies as readonly string[]).includes(value)
    ? (value as EmailFrequency)
    : NOTIFICATION_DEFAULTS.emailFrequency;

/** The saved preferences, or product §9's defaults for a user who never saved any. */
export function toPreferences(row: PreferencesRow | null): NotificationPreferences {
  return {
    emailFrequency: frequency(row?.emailFrequency ?? NOTIFICATION_DEFAULTS.emailFrequency),
    emailDeadlineReminders: row?.emailDeadlineReminders ?? true,
    emailApplicationUpdates: row?.emailApplicationUpdates ?? true,
    emailOpportunityMatches: row?.emailOpportunityMatches ?? true,
    pushDeadlineReminders: row?.pushDeadlineReminders ?? true,
    daysBeforeDeadline: row?.daysBeforeDeadline ?? NOTIFICATION_DEFAULTS.daysBeforeDeadline,
    priorityThreshold: row?.priorityThreshold ?? NOTIFICATION_DEFAULTS.priorityThreshold,
  };
}

const count = (result: unknown, key: string) => {
  const value = (result as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' ? value : 0;
};

export function toDeadlineCheckRun(row: JobRow): DeadlineCheckRun {
  const trigger = (row.config as { trigger?: unknown } | null)?.trigger;
  return {
    id: row.id,
    trigger: typeof trigger === 'string' ? trigger : 'schedule',
    status: row.status,
    startedAt: row.scheduledFor.toISOString(),
    finishedAt: row.lastRun?.toISOString() ?? null,
    error: row.error,
    checked: count(row.result, 'checked'),
    reminders: count(row.result, 'reminders'),
    emails: count(row.result, 'emails'),
    notifications: count(row.result, 'notifications'),
    failed: count(row.result, 'failed'),
  };
}
