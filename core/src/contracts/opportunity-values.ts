// Plain values of the opportunity contracts (contracts/opportunities.ts re-exports them): no zod
// here, so the pages that only need a value or a header name do not load schemas (ADR 038).

// Product §9 "Browse" as a query contract: the browse page puts these in its URL, the server filters
// with them, and domain/browse.ts states their meaning once.
export const browseTypes = ['all', 'scholarships', 'internships'] as const;
export const browseChips = ['women-in-stem', 'first-gen', 'minority'] as const;
export const deadlineWindows = ['all', '30days', '60days', '90days'] as const;
export const browseSorts = ['relevance', 'deadline', 'amount-high', 'amount-low', 'newest'] as const;
export type BrowseType = (typeof browseTypes)[number];
export type BrowseChip = (typeof browseChips)[number];
export type DeadlineWindow = (typeof deadlineWindows)[number];
export type BrowseSort = (typeof browseSorts)[number];

/**
 * Header carrying the total match count of GET /api/opportunities, and the number of open listings
 * of GET /api/scholarships and /api/internships (the body stays a list, product §7).
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** 'true' when there are more matches than BROWSE_TOTAL_CAP: the total header then holds the cap. */
export const TOTAL_COUNT_CAPPED_HEADER = 'x-total-count-capped';

/** Ids are PostgreSQL integers: anything past this is refused at the contract, never sent to SQL. */
export const MAX_ID = 2_147_483_647;
