import { browseQuerySchema } from '@futurefund/core';
import type { BrowseRepo } from './browse.repo';
import type { Table } from './browse-sql';

/**
 * The number of open listings of each type, for the total header of GET /api/scholarships and
 * /api/internships. One count per type is kept per catalog version and day (ADR 009), so paging
 * through a list counts once; concurrent misses share one query.
 */
export function createTypeListTotals(repo: BrowseRepo, catalogVersion: () => Promise<string>) {
  const known = new Map<Table, { key: string; total: Promise<number> }>();

  return {
    async openListings(type: Table, today: string): Promise<number> {
      const key = `${await catalogVersion()}|${today}`;
      const hit = known.get(type);
      if (hit?.key === key) return hit.total;
      const total = repo.countAll(type, browseQuerySchema.parse({ type }), today);
      known.set(type, { key, total });
      total.catch(() => {
        if (known.get(type)?.total === total) known.delete(type);
      });
      return total;
    },
  };
}

export type TypeListTotals = ReturnType<typeof createTypeListTotals>;
