import { randomUUID } from 'node:crypto';
import type { OpportunitySubmission, SubmissionFields } from '@futurefund/core';
import type { internships, scholarships } from '../../db/schema';
import { buildInternship, buildScholarship } from '../../sources/normalize/defaults';
import { enrichOpportunity } from '../../sources/normalize/enrich';
import { detectKind } from '../../sources/normalize/kind';
import type { NormalizedInternship, NormalizedScholarship } from '../../sources/types';
import { toInternshipRow, toScholarshipRow, type ImportOrigin } from '../opportunity-data/row-mapping';

/** Who posts: the contributor's account and the organisation the listing is credited to. */
export interface SubmissionAuthor {
  id: number;
  organizationName: string | null;
  organizationWebsite: string | null;
}

/** Contributor listings are one "source" whose record ids are random (one per submission). */
export const CONTRIBUTOR_SOURCE = 'contributor';

const common = (form: OpportunitySubmission, recordId: string) => ({
  sourceId: recordId,
  title: form.title,
  description: form.description,
  eligibility: form.eligibility ?? null,
  url: form.url ?? null,
  location: form.location ?? null,
  isRemote: form.isRemote,
  tags: form.tags,
  requiredEducationLevel: form.requiredEducationLevel,
  requiredMajors: form.requiredMajors,
  minGPA: form.minGPA === undefined ? null : Number(form.minGPA),
  transcriptRequired: form.transcriptRequired,
  lettersOfRecRequired: form.lettersOfRecRequired,
});

/**
 * The form as a normalised listing, enriched like every imported one (ADR 017), so browse,
 * search and recommendations treat an approved submission like any other row.
 */
export function toNormalized(
  form: OpportunitySubmission,
  author: SubmissionAuthor,
  recordId: string,
): NormalizedScholarship | NormalizedInternship {
  if (form.type === 'scholarship')
    return enrichOpportunity(
      buildScholarship({
        ...common(form, recordId),
        kind: detectKind(null, form.title),
        provider: author.organizationName,
        awardAmount: form.awardAmount ?? null,
        dueDate: form.dueDate ?? null,
        deadline: form.dueDate ?? null,
        essayRequired: form.essayRequired,
      }),
    );
  return enrichOpportunity(
    buildInternship({
      ...common(form, recordId),
      company: form.company ?? null,
      position: form.position ?? null,
      startDate: form.startDate ?? null,
      endDate: form.endDate ?? null,
      // The form asks no application deadline for internships, so none is claimed (see below).
      dueDate: null,
      deadline: null,
      isPaid: form.isPaid,
      salaryRange: form.salaryRange ?? null,
      isHybrid: form.isHybrid,
      requiredSkills: form.requiredSkills,
    }),
  );
}

/** The stored form: exactly what was submitted, answered back for editing. */
export function toStoredFields(form: OpportunitySubmission): SubmissionFields {
  return { ...form };
}

type ScholarshipInsert = typeof scholarships.$inferInsert;
type InternshipInsert = typeof internships.$inferInsert;

/**
 * The catalog row of a submission: the import mapping (hashes, dedupe keys, derived columns) with
 * the review state of a contributor post. It is pending, so nothing public reads it; it is not
 * verified until an admin approves it (lastVerifiedAt is set then).
 */
export function toSubmissionRow(
  form: OpportunitySubmission,
  author: SubmissionAuthor,
  now: Date,
  recordId: string = randomUUID(),
): ScholarshipInsert | InternshipInsert {
  const origin: ImportOrigin = {
    dataSourceId: null,
    adapterName: CONTRIBUTOR_SOURCE,
    sourceType: CONTRIBUTOR_SOURCE,
    now,
  };
  const listing = toNormalized(form, author, recordId);
  const mapped =
    listing.type === 'scholarship' ? toScholarshipRow(listing, origin) : toInternshipRow(listing, origin);
  // An internship is over once its end date has passed: it closes then, as a season does (ADR 015),
  // without the date being shown as an application deadline the contributor never gave.
  const seasonEnd = form.type === 'internship' && form.endDate ? { seasonEndsOn: form.endDate } : {};
  return {
    ...mapped,
    ...seasonEnd,
    // The organisation's own site: the detail page credits the listing to it.
    sourceUrl: author.organizationWebsite,
    lastVerifiedAt: null,
    fresh: false,
    approvalStatus: 'pending',
    approvedAt: null,
    approvedBy: null,
    rejectionReason: null,
    contributorId: author.id,
    isContributorSubmitted: true,
    submittedFields: toStoredFields(form),
  };
}
