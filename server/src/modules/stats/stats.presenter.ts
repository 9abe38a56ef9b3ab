import type { OpportunityCounts, SourceFreshness } from '@futurefund/core';
import type { DataSourceListRow } from '../admin/admin.repo';
import type { ListingCounts } from './stats.repo';

/** The counters' answer: the listing counts and the student count, nothing else. */
export function toOpportunityCounts(listings: ListingCounts, students: number): OpportunityCounts {
  return { scholarships: listings.scholarships, internships: listings.internships, students };
}

/**
 * One source as visitors see it: its name, kinds, whether the schedule fetches it and its dates.
 * Only these fields: never its URL, configuration, authentication or a run's error.
 */
export function toSourceFreshness(described: {
  source: DataSourceListRow;
  origin: 'remote' | 'bundled';
  schedule: string | null;
  openListings: number;
  lastRefreshedAt: Date | null;
  lastVerifiedAt: Date | null;
}): SourceFreshness {
  const refreshesItself = described.origin === 'remote' && described.schedule !== null;
  return {
    name: described.source.name,
    opportunityTypes: described.source.opportunityTypes,
    refreshesItself,
    schedule: refreshesItself ? described.schedule : null,
    lastRefreshedAt: described.lastRefreshedAt?.toISOString() ?? null,
    lastVerifiedAt: described.lastVerifiedAt?.toISOString() ?? null,
    openListings: described.openListings,
  };
}
