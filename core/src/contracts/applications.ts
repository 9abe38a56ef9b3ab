import { z } from 'zod';
import { applicationStatuses, opportunityTypes } from '../enums';

/** POST /api/applications (spec §7): saving an opportunity creates an application with status interested. */
export const createApplicationSchema = z.object({
  opportunityId: z.number({ error: 'opportunityId must be a number' }).int().min(1),
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
