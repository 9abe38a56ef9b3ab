import {
  deadlineToday,
  submissionMessages,
  type ApprovalStatus,
  type OpportunityType,
} from '@futurefund/core';
import { assertAdmin } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { AuditedWrites } from '../admin/audit.repo';
import type { NotificationsRepo } from '../notifications/notifications.repo';
import { toReviewQueueItem, toSubmission } from './submissions.presenter';
import type { ContributorRow, Decision, SubmissionRow, SubmissionsRepo } from './submissions.repo';
import { SUBMISSION_NOT_FOUND } from './submissions.service';

export const CONTRIBUTOR_NOT_FOUND = 'Contributor not found.';
const DASHBOARD = '/contributor-dashboard';

/** What a decision's statements run over: one transaction with the audit row and the notification. */
export interface ReviewWriteRepos {
  submissions: SubmissionsRepo;
  notifications: Pick<NotificationsRepo, 'insert'>;
}

/** The e-mails that tell a contributor the decision (sent after the answer, never blocking it). */
export interface DecisionMailer {
  approved(contributor: ContributorRow, row: SubmissionRow): void;
  rejected(contributor: ContributorRow, row: SubmissionRow, reason: string): void;
}

export interface ReviewServiceDeps {
  repo: SubmissionsRepo;
  writes: AuditedWrites<ReviewWriteRepos>;
  mail: DecisionMailer;
  now?: () => Date;
}

const label = (row: Pick<SubmissionRow, 'type' | 'id'>) => `${row.type}:${row.id}`;

function notice(row: SubmissionRow, decision: Decision) {
  return decision.status === 'approved'
    ? {
        kind: 'submission_approved',
        title: 'Submission approved',
        body: `"${row.title}" is now visible to students.`,
      }
    : {
        kind: 'submission_rejected',
        title: 'Submission not approved',
        body: `"${row.title}" was not approved: ${decision.reason}`,
      };
}

/**
 * The admin review of contributor submissions (product §2 Admin, §4, ADR 026): the queue with
 * duplicate warnings, approve, reject with a reason, bulk approve and contributor verification.
 * Every change commits with its audit row and the contributor's in-app notification; the e-mail
 * follows in the background. Approval writes the catalog, whose trigger bumps the catalog version,
 * so browse caches refresh at once.
 */
export function createReviewService(deps: ReviewServiceDeps) {
  const { repo, writes } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => deadlineToday(now());

  /** Decides one pending submission; null when it is not pending (bulk approval skips those). */
  async function decide(actor: SessionUser, type: OpportunityType, id: number, decision: Decision) {
    const row = await writes(async (tx) => {
      const decided = await tx.repo.submissions.decide(type, id, decision);
      if (!decided) return null;
      await tx.audit.record(actor, {
        action: decision.status === 'approved' ? 'submission.approve' : 'submission.reject',
        target: label(decided),
        reason: decision.status === 'rejected' ? decision.reason : null,
        details: { title: decided.title, contributorId: decided.contributorId },
      });
      if (decided.contributorId !== null)
        await tx.repo.notifications.insert({
          userId: decided.contributorId,
          ...notice(decided, decision),
          link: DASHBOARD,
        });
      return decided;
    });
    if (row?.contributorId) {
      const contributor = await repo.contributor(row.contributorId);
      if (contributor?.email)
        if (decision.status === 'approved') deps.mail.approved(contributor, row);
        else deps.mail.rejected(contributor, row, decision.reason);
    }
    return row;
  }

  /** A single decision: missing is 404, already decided is 409. */
  async function decideOne(actor: SessionUser, type: OpportunityType, id: number, decision: Decision) {
    assertAdmin(actor);
    const row = await decide(actor, type, id, decision);
    if (row) return toSubmission(row, today());
    if (!(await repo.find(type, id))) throw AppError.notFound(SUBMISSION_NOT_FOUND);
    throw AppError.conflict(submissionMessages.notPending);
  }

  async function setVerified(actor: SessionUser, username: string, isVerified: boolean) {
    assertAdmin(actor);
    const row = await writes(async (tx) => {
      const updated = await tx.repo.submissions.setVerified(username, isVerified, now());
      if (!updated) throw AppError.notFound(CONTRIBUTOR_NOT_FOUND);
      await tx.audit.record(actor, {
        action: isVerified ? 'contributor.verify' : 'contributor.unverify',
        target: updated.username,
      });
      return updated;
    });
    return { ...row, verificationDate: row.verificationDate?.toISOString() ?? null };
  }

  return {
    async queue(actor: SessionUser, status: ApprovalStatus) {
      assertAdmin(actor);
      const rows = await repo.byStatus(status);
      const contributorIds = [
        ...new Set(rows.flatMap((row) => (row.contributorId ? [row.contributorId] : []))),
      ];
      const contributors = new Map((await repo.contributors(contributorIds)).map((c) => [c.id, c]));
      return Promise.all(
        rows.map(async (row) =>
          toReviewQueueItem(
            row,
            today(),
            row.contributorId ? contributors.get(row.contributorId) : undefined,
            await repo.duplicates(row.type, row.id, row.title),
          ),
        ),
      );
    },

    approve: (actor: SessionUser, type: OpportunityType, id: number) =>
      decideOne(actor, type, id, { status: 'approved', adminId: actor.id, at: now() }),

    reject: (actor: SessionUser, type: OpportunityType, id: number, reason: string) =>
      decideOne(actor, type, id, { status: 'rejected', adminId: actor.id, at: now(), reason }),

    /** Approves each pending one; missing or already decided ones are counted as skipped. */
    async bulkApprove(actor: SessionUser, items: { type: OpportunityType; id: number }[]) {
      assertAdmin(actor);
      let approved = 0;
      for (const item of items) {
        const row = await decide(actor, item.type, item.id, {
          status: 'approved',
          adminId: actor.id,
          at: now(),
        });
        if (row) approved += 1;
      }
      return { approved, skipped: items.length - approved };
    },

    verify: (actor: SessionUser, username: string) => setVerified(actor, username, true),
    unverify: (actor: SessionUser, username: string) => setVerified(actor, username, false),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
