import { z } from '../zod';
import { jobStatuses, userRoles, userTypes } from '../enums';

// The admin console (product §2 Admin, §6 roles): catalog figures, data sources, users, audit log.

/** Why an admin changed someone's access: required, so the audit log always says. */
const reasonSchema = z
  .string({ error: 'reason is required' })
  .trim()
  .min(1, 'reason is required')
  .max(500, 'reason must be at most 500 characters');

/** POST /api/admin/users/{username}/complimentary-access (ADR 010, ADR 026). */
export const complimentaryAccessParamsSchema = z.object({ username: z.string().min(1).max(100) });

export const complimentaryAccessRequestSchema = z
  .object({
    days: z
      .number({ error: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'days must be between 1 and 365')
      .max(365, 'days must be between 1 and 365'),
    reason: reasonSchema,
  })
  .strict();
export type ComplimentaryAccessRequest = z.infer<typeof complimentaryAccessRequestSchema>;

/** DELETE /api/admin/users/{username}/complimentary-access: ends Premium now (ADR 026). */
export const revokeAccessRequestSchema = z.object({ reason: reasonSchema }).strict();
export type RevokeAccessRequest = z.infer<typeof revokeAccessRequestSchema>;

export const complimentaryAccessAnswerSchema = z.object({
  username: z.string(),
  weeklyAccessExpiresAt: z.string(),
});
export type ComplimentaryAccessAnswer = z.infer<typeof complimentaryAccessAnswerSchema>;

/** GET /api/admin/overview: open = what browse lists today; stored = every row, closed included. */
const typeCountsSchema = z.object({ open: z.number().int(), stored: z.number().int() });
export const adminOverviewSchema = z.object({
  scholarships: typeCountsSchema,
  internships: typeCountsSchema,
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

const isoOrNull = z.string().nullable();

/** GET /api/admin/data-sources: one row per data_sources entry with its last run. */
export const adminDataSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sourceType: z.string(),
  /** 'remote' sources are fetched from a URL; 'bundled' ones read a file shipped with the app. */
  origin: z.enum(['remote', 'bundled']),
  /** The source's stated frequency (data_sources.scrapingFrequency). */
  frequency: z.string().nullable(),
  /** The catalog schedule's cron pattern (UTC) when it fetches this source; null when it does not. */
  schedule: z.string().nullable(),
  isActive: z.boolean(),
  /** Its listings open today (not closed, deadline not past), duplicates shown elsewhere included. */
  openListings: z.number().int(),
  lastRun: z
    .object({
      status: z.enum(jobStatuses),
      startTime: isoOrNull,
      endTime: isoOrNull,
      totalFound: z.number().int(),
      newAdded: z.number().int(),
      updated: z.number().int(),
      removed: z.number().int(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type AdminDataSource = z.infer<typeof adminDataSourceSchema>;
export const adminDataSourcesSchema = z.array(adminDataSourceSchema);

export const dataSourceParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be a positive id')
    .max(2_147_483_647, 'is too large'),
});

/** GET /api/admin/users?q=: a fragment of a username, name or e-mail address. */
export const adminUserSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(2, 'q must be 2–100 characters')
    .max(100, 'q must be 2–100 characters'),
});
export const ADMIN_USER_SEARCH_LIMIT = 20;

export const adminUserSchema = z.object({
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  userType: z.enum(userTypes),
  role: z.enum(userRoles),
  /** Premium now: weeklyAccessExpiresAt lies in the future. */
  plan: z.enum(['free', 'premium']),
  /** weeklyAccessExpiresAt as stored: the end of current Premium, or of the last one. */
  premiumUntil: isoOrNull,
  /** 'paid' when a Stripe subscription is on record, else 'complimentary'; null when Free. */
  premiumKind: z.enum(['complimentary', 'paid']).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersSchema = z.array(adminUserSchema);

/** GET /api/admin/audit-log: the newest entries first. */
export const ADMIN_AUDIT_LOG_LIMIT = 50;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  admin: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.array(auditEntrySchema);
