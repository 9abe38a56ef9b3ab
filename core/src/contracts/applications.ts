import { z } from '../zod';
import { applicationDocumentSchema } from './documents';
import { applicationStatuses, opportunityTypes } from '../enums';
import { MAX_ID } from './opportunities';

/** POST /api/applications (product §7): saving an opportunity creates an application with status interested. */
export const createApplicationSchema = z.object({
  opportunityId: z
    .number({ error: 'opportunityId must be a number' })
    .int('opportunityId must be a whole number')
    .min(1, 'opportunityId must be a positive id')
    .max(MAX_ID, 'opportunityId is too large'),
  opportunityType: z.enum(opportunityTypes, { error: 'opportunityType must be scholarship or internship' }),
  status: z.literal('interested', { error: "status must be 'interested' when saving" }).default('interested'),
});
export type CreateApplication = z.input<typeof createApplicationSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  opportunityId: z.number().int(),
  opportunityType: z.enum(opportunityTypes),
  status: z.enum(applicationStatuses),
  notes: z.string().nullable(),
  dateApplied: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationMessages = {
  saved: 'Success! Opportunity saved to your dashboard',
  notLoggedInTitle: 'Not logged in',
  notLoggedIn: 'Please sign in to save opportunities',
  loginRequired: 'You must be logged in to save opportunities',
} as const;

/** Product §4: interested is shown as Saved, interviewing as In Progress. */
export const applicationStatusLabels = {
  interested: 'Saved',
  applied: 'Applied',
  interviewing: 'In Progress',
  awarded: 'Awarded',
  rejected: 'Rejected',
} as const satisfies Record<(typeof applicationStatuses)[number], string>;

export const APPLICATION_NOTES_MAX = 5000;
export const STATUS_NOTE_MAX = 500;

const trimmedOrNull = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text` })
    .max(max, `${what} must be at most ${max} characters`)
    .transform((text) => (text.trim() === '' ? null : text.trim()))
    .nullable();

/**
 * PATCH /api/applications/{id}: a new status (with an optional note about the change), new notes,
 * or both. Changing the status needs application access (Premium); notes alone do not.
 */
export const updateApplicationSchema = z
  .object({
    status: z
      .enum(applicationStatuses, { error: `status must be one of ${applicationStatuses.join(', ')}` })
      .optional(),
    statusNote: trimmedOrNull(STATUS_NOTE_MAX, 'The note').optional(),
    notes: trimmedOrNull(APPLICATION_NOTES_MAX, 'Notes').optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.notes !== undefined, {
    message: 'Send a status or notes to change',
  })
  .refine((body) => body.statusNote === undefined || body.status !== undefined, {
    message: 'A status note goes with a status change',
    path: ['statusNote'],
  });
export type UpdateApplication = z.input<typeof updateApplicationSchema>;

/** One line of an application's history: created (fromStatus null) or a status change. */
export const applicationHistoryEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(applicationStatuses).nullable(),
  toStatus: z.enum(applicationStatuses),
  note: z.string().nullable(),
  changedAt: z.string(),
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

/** What a dashboard card shows (GET /api/applications items). */
export const applicationCardSchema = applicationSchema.extend({
  /** Null when the opportunity has since been removed from the catalog. */
  title: z.string().nullable(),
  /** scholarship | grant | fellowship | internship */
  type: z.string(),
  awardAmount: z.string().nullable(),
  company: z.string().nullable(),
  /** Who offers it: a scholarship's provider or an internship's company, when the listing names one. */
  organization: z.string().nullable(),
  deadline: z.string().nullable(),
  tags: z.array(z.string()),
  /** Vault documents attached to it (Premium), oldest first. */
  documents: z.array(applicationDocumentSchema),
});
export type ApplicationCard = z.infer<typeof applicationCardSchema>;

/** The private calendar subscription: a secret URL calendar apps poll (no session needed). */
export const calendarFeedSchema = z.object({
  /** The secret feed URL: only in the answer that created it (the server keeps just a hash). */
  url: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const trackerMessages = {
  statusUpdated: 'Status updated',
  notesSaved: 'Notes saved',
  removed: 'Removed from your applications',
  premiumRequired: 'Status tracking is a Premium feature',
} as const;

/** GET /api/calendar/{token}.ics: the secret in the path is the only credential. */
export const calendarTokenParamsSchema = z.object({ token: z.string().max(100) });
