import {
  submissionFieldsSchema,
  type ReviewQueueItem,
  type Submission,
  type SubmissionFields,
} from '@futurefund/core';
import type { ContributorRow, SubmissionRow } from './submissions.repo';

/** The stored form; a row written without one (never by the API) answers its title alone. */
function fieldsOf(row: SubmissionRow): SubmissionFields {
  const parsed = submissionFieldsSchema.safeParse(row.submittedFields);
  if (parsed.success) return parsed.data;
  return submissionFieldsSchema.parse({
    type: row.type,
    title: row.title,
    description: '',
    isPaid: false,
    isRemote: false,
    isHybrid: false,
    requiredEducationLevel: 'Any',
    requiredMajors: [],
    requiredSkills: [],
    essayRequired: false,
    transcriptRequired: false,
    lettersOfRecRequired: 0,
    tags: [],
  });
}

/** When a decision was made: approval has its own time; a rejection is the row's last change. */
function reviewedAt(row: SubmissionRow): string | null {
  if (row.status === 'approved') return row.approvedAt?.toISOString() ?? null;
  if (row.status === 'rejected') return row.updatedAt.toISOString();
  return null;
}

export function toSubmission(row: SubmissionRow, today: string): Submission {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    status: row.status,
    rejectionReason: row.rejectionReason,
    isClosed: row.closedAt !== null || (row.deadline !== null && row.deadline < today),
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: reviewedAt(row),
    fields: fieldsOf(row),
  };
}

export function toReviewQueueItem(
  row: SubmissionRow,
  today: string,
  contributor: ContributorRow | undefined,
  duplicates: ReviewQueueItem['duplicates'],
): ReviewQueueItem {
  return {
    ...toSubmission(row, today),
    contributor: {
      username: contributor?.username ?? '(deleted account)',
      name: contributor?.name ?? null,
      organizationName: contributor?.organizationName ?? null,
      organizationWebsite: contributor?.organizationWebsite ?? null,
      jobTitle: contributor?.jobTitle ?? null,
      isVerified: contributor?.isVerified ?? false,
      verificationDate: contributor?.verificationDate?.toISOString() ?? null,
    },
    duplicates,
  };
}
