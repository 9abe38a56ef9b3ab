import {
  hasApplicationAccess,
  trackerMessages,
  type ApplicationStatus,
  type OpportunityType,
  type UpdateApplication,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { ApplicationRow, ApplicationStatements, ApplicationsRepo } from './applications.repo';

const NOT_FOUND = 'Application not found.';

/**
 * When the user applied: unknown while the application is only saved; otherwise the date it
 * first left Saved (moving on to interviewing, awarded or rejected implies they applied).
 */
export function nextDateApplied(toStatus: ApplicationStatus, current: Date | null, now: Date): Date | null {
  if (toStatus === 'interested') return null;
  return current ?? now;
}

/** A status change and its history line; the same status again records nothing (ADR 010). */
async function changeStatus(
  tx: ApplicationStatements,
  current: ApplicationRow,
  change: { status: ApplicationStatus; note: string | null; at: Date },
): Promise<ApplicationRow> {
  if (current.status === change.status) return current;
  const updated = await tx.updateOwned(current.userId, current.id, {
    status: change.status,
    dateApplied: nextDateApplied(change.status, current.dateApplied, change.at),
  });
  await tx.insertHistory({
    applicationId: current.id,
    fromStatus: current.status,
    toStatus: change.status,
    note: change.note,
  });
  return updated ?? current;
}

/**
 * The tracker's rules (ADR 010): owners only (a foreign id is 404 like an unknown one), status
 * changes for Premium, a history of every change, one transaction per request.
 */
export function createTrackerService(repo: ApplicationsRepo, now: () => Date = () => new Date()) {
  return {
    /** Saves once: a second save returns the existing application (created false). */
    async save(actor: SessionUser, type: OpportunityType, opportunityId: number) {
      if (!(await repo.opportunityIsPublic(type, opportunityId)))
        throw AppError.notFound('Opportunity not found.');
      return repo.transaction(async (tx) => {
        const created = await tx.insertInterested(actor.id, type, opportunityId);
        if (!created) {
          const existing = await tx.findByOpportunity(actor.id, type, opportunityId);
          return { application: existing!, created: false };
        }
        await tx.insertHistory({ applicationId: created.id, fromStatus: null, toStatus: 'interested' });
        return { application: created, created: true };
      });
    },

    /** The cards and, keyed by application, their attached documents (two queries in all). */
    async list(actor: SessionUser) {
      const [rows, attached] = await Promise.all([
        repo.listForUser(actor.id),
        repo.attachedDocumentsForUser(actor.id),
      ]);
      const documents = new Map<number, typeof attached>();
      for (const document of attached)
        documents.set(document.applicationId, [...(documents.get(document.applicationId) ?? []), document]);
      return { rows, documents };
    },

    /**
     * Applies a PATCH. Premium is checked first, so a refused request changes nothing, notes
     * included; the notes, the status and its history line then commit together or not at all.
     */
    async update(actor: SessionUser, id: number, change: UpdateApplication): Promise<ApplicationRow> {
      const at = now();
      if (change.status !== undefined && !hasApplicationAccess(actor, at))
        throw new AppError(403, 'PREMIUM_REQUIRED', trackerMessages.premiumRequired);
      return repo.transaction(async (tx) => {
        let application = await tx.lockOwned(actor.id, id);
        if (!application) throw AppError.notFound(NOT_FOUND);
        if (change.notes !== undefined)
          application = (await tx.updateOwned(actor.id, id, { notes: change.notes ?? null })) ?? application;
        if (change.status === undefined) return application;
        return changeStatus(tx, application, { status: change.status, note: change.statusNote ?? null, at });
      });
    },

    async remove(actor: SessionUser, id: number) {
      if (!(await repo.removeOwned(actor.id, id))) throw AppError.notFound(NOT_FOUND);
    },

    /** Oldest first. */
    async history(actor: SessionUser, id: number) {
      if (!(await repo.findOwned(actor.id, id))) throw AppError.notFound(NOT_FOUND);
      return repo.listHistory(id);
    },
  };
}

export type TrackerService = ReturnType<typeof createTrackerService>;
