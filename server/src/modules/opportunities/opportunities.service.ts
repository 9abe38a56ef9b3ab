import { browseQuerySchema, deadlineToday, type OpportunityType } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { DetailViewer, FreeViews } from '../access/free-views.service';
import type { BrowseRepo } from './browse.repo';
import type { DetailRepo } from './detail.repo';

/** Paging over one type's open listings (GET /api/scholarships, /api/internships). */
export interface TypeListPaging {
  offset: number;
  limit: number;
}

/**
 * Public reads of the catalog besides browse (browse.service.ts caches that one). A detail answer
 * spends the viewer's free view and says whether it must be limited (ADR 018).
 */
export function createOpportunitiesService(
  browse: BrowseRepo,
  details: DetailRepo,
  freeViews: FreeViews,
  today: () => string = () => deadlineToday(),
) {
  const find = (type: OpportunityType, id: number) =>
    type === 'scholarship' ? details.findScholarship(id) : details.findInternship(id);

  return {
    listByType(type: 'scholarships' | 'internships', paging: TypeListPaging) {
      return browse.loadPage({ ...browseQuerySchema.parse({ type }), ...paging }, today());
    },

    async viewScholarship(viewer: DetailViewer, id: number) {
      const row = await details.findScholarship(id);
      if (!row) throw AppError.notFound('Scholarship not found.');
      const facts = {
        type: 'scholarship',
        id,
        closed: row.closedAt !== null,
        deadline: row.deadline,
      } as const;
      return { row, limit: await freeViews.admit(viewer, facts) };
    },

    async viewInternship(viewer: DetailViewer, id: number) {
      const row = await details.findInternship(id);
      if (!row) throw AppError.notFound('Internship not found.');
      const closed = row.closedAt !== null;
      const facts = { type: 'internship', id, closed, deadline: row.deadline, season: row.season } as const;
      return { row, limit: await freeViews.admit(viewer, facts) };
    },

    /** Up to 4 open listings like the given one (404 when it does not exist or is not public). */
    async similar(type: OpportunityType, id: number) {
      const base = await find(type, id);
      if (!base) throw AppError.notFound('Opportunity not found.');
      return details.similar(type, base, today());
    },
  };
}

export type OpportunitiesService = ReturnType<typeof createOpportunitiesService>;
