import type { OpportunityFacets } from '@futurefund/core';
import type { FacetsRepo } from './facets.repo';

/**
 * The browse filters' choices (GET /api/opportunities/facets), built from open listings only, so
 * every choice offered finds something. One answer is kept per catalog version and day (ADR 009):
 * a catalog write or a new day (deadlines pass) builds it again; concurrent misses share one build.
 */
export function createFacetsService(repo: FacetsRepo, catalogVersion: () => Promise<string>) {
  let latest: { key: string; facets: Promise<OpportunityFacets> } | null = null;

  async function build(today: string): Promise<OpportunityFacets> {
    const [campuses, majors] = await Promise.all([repo.openCampuses(today), repo.openMajors(today)]);
    return { campuses, majors };
  }

  return {
    async openFacets(today: string): Promise<OpportunityFacets> {
      const key = `${await catalogVersion()}|${today}`;
      if (latest?.key === key) return latest.facets;
      const entry = { key, facets: build(today) };
      latest = entry;
      entry.facets.catch(() => {
        if (latest === entry) latest = null;
      });
      return entry.facets;
    },
  };
}

export type FacetsService = ReturnType<typeof createFacetsService>;
