import { browseQuerySchema, deadlineToday, type OpportunityType, type ProfileView } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { DetailViewer, FreeViews, ViewedListing } from '../access/free-views.service';
import type { BrowseRepo } from './browse.repo';
import type { DetailRepo, InternshipRow, ScholarshipRow } from './detail.repo';

/** Paging over one type's open listings (GET /api/scholarships, /api/internships). */
export interface TypeListPaging {
  offset: number;
  limit: number;
}

/** What the free-view rule needs to know about a listing: which one, and whether it is open. */
const openFacts = (row: ScholarshipRow | InternshipRow) => ({
  id: row.id,
  closed: row.closedAt !== null,
  deadline: row.deadline,
  titleEndsOn: row.titleEndsOn,
  textEndsOn: row.textEndsOn,
  lastVerifiedAt: row.lastVerifiedAt,
});
const scholarshipFacts = (row: ScholarshipRow): ViewedListing => ({ type: 'scholarship', ...openFacts(row) });
const internshipFacts = (row: InternshipRow): ViewedListing => ({
  type: 'internship',
  ...openFacts(row),
  seasonEndsOn: row.seasonEndsOn,
  season: row.season,
});

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
  const findScholarship = async (id: number) => {
    const row = await details.findScholarship(id);
    if (!row) throw AppError.notFound('Scholarship not found.');
    return row;
  };
  const findInternship = async (id: number) => {
    const row = await details.findInternship(id);
    if (!row) throw AppError.notFound('Internship not found.');
    return row;
  };

  return {
    listByType(type: 'scholarships' | 'internships', paging: TypeListPaging) {
      return browse.loadPage({ ...browseQuerySchema.parse({ type }), ...paging }, today());
    },

    async viewScholarship(viewer: DetailViewer, id: number) {
      const row = await findScholarship(id);
      return { row, limit: await freeViews.admit(viewer, scholarshipFacts(row)) };
    },

    async viewInternship(viewer: DetailViewer, id: number) {
      const row = await findInternship(id);
      return { row, limit: await freeViews.admit(viewer, internshipFacts(row)) };
    },

    /**
     * POST /api/use-profile-view with a listing: records its view as its detail answer would
     * (idempotent with it) and says whether it is limited; 404 for an unknown listing.
     */
    async recordView(viewer: DetailViewer, { opportunityType, opportunityId }: ProfileView) {
      const facts =
        opportunityType === 'scholarship'
          ? scholarshipFacts(await findScholarship(opportunityId))
          : internshipFacts(await findInternship(opportunityId));
      return freeViews.record(viewer, facts);
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
