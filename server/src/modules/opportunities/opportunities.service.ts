import { browseQuerySchema, deadlineToday, type OpportunityType } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { BrowseRepo } from './browse.repo';
import type { DetailRepo } from './detail.repo';

/** Paging over one type's open listings (GET /api/scholarships, /api/internships). */
export interface TypeListPaging {
  offset: number;
  limit: number;
}

/** Public reads of the catalog besides browse (browse.service.ts caches that one). */
export function createOpportunitiesService(
  browse: BrowseRepo,
  details: DetailRepo,
  today: () => string = () => deadlineToday(),
) {
  const find = (type: OpportunityType, id: number) =>
    type === 'scholarship' ? details.findScholarship(id) : details.findInternship(id);

  return {
    listByType(type: 'scholarships' | 'internships', paging: TypeListPaging) {
      return browse.loadPage({ ...browseQuerySchema.parse({ type }), ...paging }, today());
    },

    async getScholarship(id: number) {
      const scholarship = await details.findScholarship(id);
      if (!scholarship) throw AppError.notFound('Scholarship not found.');
      return scholarship;
    },

    async getInternship(id: number) {
      const internship = await details.findInternship(id);
      if (!internship) throw AppError.notFound('Internship not found.');
      return internship;
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
