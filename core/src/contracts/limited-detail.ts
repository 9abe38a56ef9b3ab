import { z } from '../zod';
import type { DetailLimitCause } from '../limits';
import { internshipDetailSchema, scholarshipDetailSchema } from './opportunities';

// An anonymous visitor past the free views (product §1, §9) gets a detail answer without the
// application link and the full text, saying why (ADR 018). What stays is what a shared link or a
// search engine shows: title, sponsor or company, award or pay, deadline, type, location and where
// the listing comes from.

export const detailLimitSchema = z.object({
  cause: z.enum(['free_views_used', 'address_limit'] satisfies DetailLimitCause[]),
  /** detailLimitReasons[cause]: the page shows it as it is. */
  reason: z.string(),
});
export type DetailLimit = z.infer<typeof detailLimitSchema>;

export const limitedScholarshipDetailSchema = scholarshipDetailSchema
  .pick({
    id: true,
    type: true,
    kind: true,
    title: true,
    provider: true,
    awardAmount: true,
    awardAmountUsd: true,
    awardMin: true,
    awardMax: true,
    awardCurrency: true,
    awardPeriod: true,
    sourceName: true,
    lastVerifiedAt: true,
    dueDate: true,
    deadline: true,
    location: true,
    isRemote: true,
  })
  .extend({ limited: detailLimitSchema });
export type LimitedScholarshipDetail = z.infer<typeof limitedScholarshipDetailSchema>;

export const limitedInternshipDetailSchema = internshipDetailSchema
  .pick({
    id: true,
    type: true,
    title: true,
    company: true,
    isPaid: true,
    salaryRange: true,
    sourceName: true,
    lastVerifiedAt: true,
    dueDate: true,
    deadline: true,
    applicationDeadline: true,
    location: true,
    isRemote: true,
    isHybrid: true,
  })
  .extend({ limited: detailLimitSchema });
export type LimitedInternshipDetail = z.infer<typeof limitedInternshipDetailSchema>;

/** GET /api/scholarships/{id}: every detail, or the limited answer. */
export const scholarshipAnswerSchema = z.union([scholarshipDetailSchema, limitedScholarshipDetailSchema]);
/** GET /api/internships/{id}: every detail, or the limited answer. */
export const internshipAnswerSchema = z.union([internshipDetailSchema, limitedInternshipDetailSchema]);
