import type { OpportunityCounts } from '@futurefund/core';
import type { ListingCounts } from './stats.repo';

/** The counters' answer: the listing counts and the student count, nothing else. */
export function toOpportunityCounts(listings: ListingCounts, students: number): OpportunityCounts {
  return { scholarships: listings.scholarships, internships: listings.internships, students };
}
