import { z } from 'zod';
import { LRUCache } from 'lru-cache';
import {
  BROWSE_TOTAL_CAP,
  browseReaderOf,
  opportunityListItemSchema,
  type BrowseQuery,
  type BrowseReader,
} from '@futurefund/core';
import type { BrowseRepo, BrowseTotal } from './browse.repo';
import type { Table } from './browse-sql';
import type { TypeListTotals } from './type-list-total';
import { toListItem } from './opportunities.presenter';

/** A browse answer ready to send: the JSON body of the list, and the total for the headers. */
export type BrowseAnswer = { body: string } & BrowseTotal;

const listSchema = z.array(opportunityListItemSchema);

/** All, Scholarships or Internships with no other filter: the views whose totals are kept exact. */
function isTypeView(query: BrowseQuery): boolean {
  const { type: _type, ...rest } = filtersOf(query);
  return Object.values(rest).every((value) => value === undefined || value === 'all' || value === false);
}

/** The filter part of a query: what decides the total (sort and paging do not). */
function filtersOf(query: BrowseQuery) {
  const { sort: _sort, offset: _offset, limit: _limit, ...filters } = query;
  return filters;
}

/** The tables where a search matched fewer rows than the count's cap: its words are rare there. */
function sparseTables(total: BrowseTotal): Set<Table> {
  const byTable = Object.entries(total.byTable ?? {}) as [Table, number][];
  return new Set(byTable.filter(([, count]) => count <= BROWSE_TOTAL_CAP).map(([table]) => table));
}

/** Reads through an LRU of promises, so concurrent misses for one key share one computation. */
function memo<T extends object>(cache: LRUCache<string, Promise<T>>, key: string, compute: () => Promise<T>) {
  let pending = cache.get(key);
  if (!pending) {
    pending = compute();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/**
 * Browse answers cached per catalog version (ADR 009). Every write to either catalog table bumps
 * the version, so a cached page or total is never served for data it did not see; with the
 * version kept in memory (catalog-version.ts) a repeated query costs no database work. Totals are kept per filter, so Load More on a counted filter does not count again.
 * Pages are kept serialized: a hit sends the stored JSON without building or checking it again.
 */
export function createBrowseService(
  repo: BrowseRepo,
  catalogVersion: () => Promise<string>,
  typeTotals: TypeListTotals,
) {
  /**
   * Exact for the type views (one cached count per type, shared with the type lists and the
   * counters); other filters count up to BROWSE_TOTAL_CAP ("More than 1,000"), ADR 009.
   */
  async function countTotal(query: BrowseQuery, today: string): Promise<BrowseTotal> {
    if (!isTypeView(query)) return repo.countMatches(query, today);
    const types = query.type === 'all' ? (['scholarships', 'internships'] as const) : [query.type];
    const counts = await Promise.all(types.map((type) => typeTotals.openListings(type, today)));
    return { total: counts.reduce((sum, n) => sum + n, 0), capped: false };
  }

  const pages = new LRUCache<string, Promise<BrowseAnswer>>({ max: 1_000 });
  const totals = new LRUCache<string, Promise<BrowseTotal>>({ max: 5_000 });

  /** The signed-in reader's country, level and major for a relevance page (ADR 069); else none. */
  async function readerFor(query: BrowseQuery, userId: number | null): Promise<BrowseReader | null> {
    if (userId === null || query.sort !== 'relevance') return null;
    const profile = await repo.readerProfile(userId);
    return profile ? browseReaderOf(profile) : null;
  }

  return {
    /**
     * A page and its total. `userId` is the signed-in reader: their relevance order puts what
     * fits their profile first; pages are cached per reader's facts, so readers alike share them.
     */
    async browse(query: BrowseQuery, today: string, userId: number | null = null): Promise<BrowseAnswer> {
      const [version, reader] = await Promise.all([catalogVersion(), readerFor(query, userId)]);
      return memo(pages, JSON.stringify([version, today, query, reader]), async () => {
        const counting = memo(totals, JSON.stringify([version, today, filtersOf(query)]), () =>
          countTotal(query, today),
        );
        // A relevance search reads its page by how common its words are in each table (ADR 042), so
        // its count comes first; any other page is read alongside its count.
        const search = query.sort === 'relevance' && Boolean(query.q);
        const [rows, total] = search
          ? await counting.then(
              async (counted) =>
                [await repo.loadPage(query, today, sparseTables(counted), reader), counted] as const,
            )
          : await Promise.all([repo.loadPage(query, today, new Set(), reader), counting]);
        // Checked against the contract once, when the page is built (the route sends a string).
        return { body: JSON.stringify(listSchema.parse(rows.map(toListItem))), ...total };
      });
    },
  };
}

export type BrowseService = ReturnType<typeof createBrowseService>;
