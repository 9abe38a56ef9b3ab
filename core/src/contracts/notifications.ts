import { z } from '../zod';
import { emailFrequencies, type EmailFrequency } from '../enums';
import { idParamSchema } from './opportunities';

/** The most notifications one call answers (the bell lists the newest). */
export const NOTIFICATIONS_MAX_LIMIT = 50;
export const NOTIFICATIONS_DEFAULT_LIMIT = 20;

/** In-app notifications (the header bell). `link` is an in-app path such as /scholarships/12. */
export const notificationSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  applicationId: z.number().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${NOTIFICATIONS_MAX_LIMIT}`)
    .max(NOTIFICATIONS_MAX_LIMIT, `limit must be between 1 and ${NOTIFICATIONS_MAX_LIMIT}`)
    .default(NOTIFICATIONS_DEFAULT_LIMIT),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = idParamSchema;

export const markAllReadAnswerSchema = z.object({ updated: z.number() });

/** How often non-urgent e-mail is batched (product §3 notification_preferences; default weekly). */
export const emailFrequencyLabels: Record<EmailFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  never: 'Never',
};

export const DAYS_BEFORE_DEADLINE_MIN = 1;
export const DAYS_BEFORE_DEADLINE_MAX = 30;

/** The preferences a user sets; `pushDeadlineReminders` switches the in-app reminders. */
export const notificationPreferencesSchema = z.object({
  emailFrequency: z.enum(emailFrequencies),
  emailDeadlineReminders: z.boolean(),
  emailApplicationUpdates: z.boolean(),
  emailOpportunityMatches: z.boolean(),
  pushDeadlineReminders: z.boolean(),
  daysBeforeDeadline: z.number(),
  priorityThreshold: z.number(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** PUT saves only the fields sent. */
export const updateNotificationPreferencesSchema = z
  .object({
    emailFrequency: z.enum(emailFrequencies, {
      error: `emailFrequency must be one of ${emailFrequencies.join(', ')}`,
    }),
    emailDeadlineReminders: flag('emailDeadlineReminders'),
    emailApplicationUpdates: flag('emailApplicationUpdates'),
    emailOpportunityMatches: flag('emailOpportunityMatches'),
    pushDeadlineReminders: flag('pushDeadlineReminders'),
    daysBeforeDeadline: z
      .number({ error: 'daysBeforeDeadline must be a number' })
      .int('daysBeforeDeadline must be a whole number')
      .min(DAYS_BEFORE_DEADLINE_MIN, 'daysBeforeDeadline must be between 1 and 30')
      .max(DAYS_BEFORE_DEADLINE_MAX, 'daysBeforeDeadline must be between 1 and 30'),
    priorityThreshold: z
      .number({ error: 'priorityThreshold must be a number' })
      .int('priorityThreshold must be a whole number')
      .min(0, 'priorityThreshold must be between 0 and 100')
      .max(100, 'priorityThreshold must be between 0 and 100'),
  })
  .partial()
  .strict();
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** POST /api/email/trigger-deadline-check (product §7 Admin). */
export const deadlineCheckAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
export type DeadlineCheckAnswer = z.infer<typeof deadlineCheckAnswerSchema>;

/** What one deadline check did (stored as the scheduled_jobs result). */
export const deadlineCheckCountsSchema = z.object({
  checked: z.number(),
  reminders: z.number(),
  emails: z.number(),
  notifications: z.number(),
  failed: z.number(),
});
export type DeadlineCheckCounts = z.infer<typeof deadlineCheckCountsSchema>;

export const deadlineCheckRunSchema = deadlineCheckCountsSchema.extend({
  id: z.number(),
  /** `schedule` (the hourly tick) or `admin` (the button). */
  trigger: z.string(),
  status: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type DeadlineCheckRun = z.infer<typeof deadlineCheckRunSchema>;

export const DEADLINE_CHECK_RUNS_LISTED = 10;
export const deadlineCheckRunsSchema = z.object({ runs: z.array(deadlineCheckRunSchema) });
