import {
  trackerMessages,
  type ApplicationStatus,
  type OpportunityType,
  type UpdateApplication,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { ApplicationsRepo } from './applications.repo';

const NOT_FOUND = 'Application not found.';

/**
 * When the user applied: unknown while the application is only saved; otherwise the date it
 * first left Saved (moving on to interviewing, awarded or rejected implies they applied).
 */
export function nextDateApplied(toStatus: ApplicationStatus, current: Date | null, now: Date): Date | null {
  if (toStatus === 'interested') return null;
  return current ?? now;
}

/** The tracker's rules (ADR 010): owners only, status changes for Premium, a history of every change. */
export function createTrackerService(repo: ApplicationsRepo, now: () => Date = () => new Date()) {
  return {
    async save(userId: number, type: OpportunityType, opportunityId: number) {
      if (!(await repo.opportunityIsPublic(type, opportunityId)))
        throw AppError.notFound('Opportunity not found.');
      return repo.saveInterested(userId, type, opportunityId);
    },

    /**
     * Applies a PATCH. The Premium check comes first, so a refused request changes nothing, notes
     * included; a foreign or unknown id is 404 either way, so ids reveal nothing.
     */
    async update(userId: number, id: number, change: UpdateApplication, hasApplicationAccess: boolean) {
      const owned = await repo.findOwned(userId, id);
      if (!owned) throw AppError.notFound(NOT_FOUND);
      if (change.status !== undefined && !hasApplicationAccess)
        throw new AppError(403, 'PREMIUM_REQUIRED', trackerMessages.premiumRequired);
      let result = owned;
      if (change.notes !== undefined)
        result = (await repo.setNotes(userId, id, change.notes ?? null)) ?? result;
      if (change.status !== undefined) {
        const at = now();
        const status = change.status;
        result =
          (await repo.changeStatus(userId, id, {
            toStatus: status,
            note: change.statusNote ?? null,
            dateApplied: (current) => nextDateApplied(status, current, at),
          })) ?? result;
      }
      return result;
    },

    async remove(userId: number, id: number) {
      if (!(await repo.remove(userId, id))) throw AppError.notFound(NOT_FOUND);
    },

    async history(userId: number, id: number) {
      const entries = await repo.history(userId, id);
      if (!entries) throw AppError.notFound(NOT_FOUND);
      return entries;
    },
  };
}

export type TrackerService = ReturnType<typeof createTrackerService>;
