import {
  deadlineToday,
  submissionMessages,
  type OpportunitySubmission,
  type OpportunityType,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import { toSubmission } from './submissions.presenter';
import type { SubmissionsRepo } from './submissions.repo';
import { toSubmissionRow } from './submission-row';

export const SUBMISSION_NOT_FOUND = 'Submission not found.';

export interface SubmissionsServiceDeps {
  repo: SubmissionsRepo;
  now?: () => Date;
}

/** The address decides the table; a form that says otherwise was sent to the wrong one. */
function assertType(expected: OpportunityType, form: OpportunitySubmission) {
  if (form.type !== expected)
    throw AppError.badRequest(`This address takes ${expected} submissions.`, [
      { path: 'type', message: submissionMessages.typeRequired },
    ]);
}

/**
 * A contributor's own submissions (product §2 Submit opportunity, §4): posting, editing and
 * resubmitting, closing, and the dashboard's cards. Another contributor's submission answers as
 * missing, so its existence is never confirmed.
 */
export function createSubmissionsService(deps: SubmissionsServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const present = (row: Parameters<typeof toSubmission>[0]) => toSubmission(row, deadlineToday(now()));

  async function findOwn(actor: SessionUser, type: OpportunityType, id: number) {
    const row = await repo.find(type, id);
    if (!row || row.contributorId !== actor.id) throw AppError.notFound(SUBMISSION_NOT_FOUND);
    return row;
  }

  return {
    async submit(actor: SessionUser, type: OpportunityType, form: OpportunitySubmission) {
      assertType(type, form);
      return present(await repo.insert(type, toSubmissionRow(form, actor, now())));
    },

    async mine(actor: SessionUser) {
      return (await repo.mine(actor.id)).map(present);
    },

    async resubmit(actor: SessionUser, type: OpportunityType, id: number, form: OpportunitySubmission) {
      assertType(type, form);
      const existing = await findOwn(actor, type, id);
      if (existing.status === 'approved') throw AppError.conflict(submissionMessages.notEditable);
      const updated = await repo.resubmit(type, id, toSubmissionRow(form, actor, now()));
      // Approved by an admin between the read and the write.
      if (!updated) throw AppError.conflict(submissionMessages.notEditable);
      return present(updated);
    },

    async close(actor: SessionUser, type: OpportunityType, id: number) {
      const existing = await findOwn(actor, type, id);
      if (existing.status !== 'approved') throw AppError.conflict(submissionMessages.notClosable);
      // Closing a closed listing again changes nothing.
      if (existing.closedAt) return present(existing);
      const closed = await repo.close(type, id, now());
      return present(closed ?? existing);
    },

    async summary(actor: SessionUser) {
      const [contributor, opportunitiesPosted] = await Promise.all([
        repo.contributor(actor.id),
        repo.countPosted(actor.id),
      ]);
      return {
        organizationName: contributor?.organizationName ?? null,
        opportunitiesPosted,
        isVerified: contributor?.isVerified ?? false,
        verificationDate: contributor?.verificationDate?.toISOString() ?? null,
      };
    },
  };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
