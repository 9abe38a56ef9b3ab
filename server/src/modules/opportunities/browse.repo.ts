import { count, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { BROWSE_TOTAL_CAP, type BrowseQuery } from '@futurefund/core';
import type { Database } from '../../db/client';
import { internships, scholarships } from '../../db/schema';
import { branchOrderBy, browseConditions, orderBy, type Table } from './browse-sql';
import { internshipListItem, scholarshipListItem, type ListItemRow } from './list-item-sql';

export type BrowseTotal = { total: number; capped: boolean };

const tablesOf = (query: BrowseQuery): Table[] =>
  query.type === 'all' ? ['scholarships', 'internships'] : [query.type];

const where = (table: Table, query: BrowseQuery, today: string) =>
  sql.join(browseConditions(table, query, today), sql` AND `);

export function createBrowseRepo(db: Database) {
  // One table's matches in the page's order, written on its own columns so its partial indexes
  // serve the top-N (ADR 009).
  const scholarshipMatches = (query: BrowseQuery, today: string) =>
    db
      .select(scholarshipListItem(query.q))
      .from(scholarships)
      .where(where('scholarships', query, today))
      .orderBy(branchOrderBy('scholarships', query.sort, query.q));
  const internshipMatches = (query: BrowseQuery, today: string) =>
    db
      .select(internshipListItem(query.q))
      .from(internships)
      .where(where('internships', query, today))
      .orderBy(branchOrderBy('internships', query.sort, query.q));

  return {
    /**
     * One page in the query's order. With both types, each table's branch takes only its first
     * offset+limit rows, so the cost follows the page, not the catalog size; with one type its
     * branch order is already the page order.
     */
    async loadPage(query: BrowseQuery, today: string): Promise<ListItemRow[]> {
      const { limit, offset } = query;
      if (query.type === 'scholarships') return scholarshipMatches(query, today).limit(limit).offset(offset);
      if (query.type === 'internships') return internshipMatches(query, today).limit(limit).offset(offset);
      return unionAll(
        scholarshipMatches(query, today).limit(offset + limit),
        internshipMatches(query, today).limit(offset + limit),
      )
        .orderBy(orderBy(query.sort))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Matches of the query's filters, exact up to BROWSE_TOTAL_CAP; each branch stops one row past
     * it, so a new filter costs the same at any catalog size. The plain type views are counted
     * exactly instead (browse.service, through the type lists' cached totals).
     */
    async countMatches(query: BrowseQuery, today: string): Promise<BrowseTotal> {
      const branches = tablesOf(query).map(
        (table) =>
          sql`(SELECT 1 FROM ${sql.raw(table)} WHERE ${where(table, query, today)} LIMIT ${BROWSE_TOTAL_CAP + 1})`,
      );
      const [row] = await db
        .select({ total: count() })
        .from(sql`(${sql.join(branches, sql` UNION ALL `)}) AS matches`);
      const total = row?.total ?? 0;
      return { total: Math.min(total, BROWSE_TOTAL_CAP), capped: total > BROWSE_TOTAL_CAP };
    },

    /** Exact number of one table's rows matching the query's filters (the type lists' total). */
    async countAll(table: Table, query: BrowseQuery, today: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(table === 'scholarships' ? scholarships : internships)
        .where(where(table, query, today));
      return row?.total ?? 0;
    },

    /** Bumped by every statement that writes either catalog table (migration 0007, ADR 009). */
    async catalogVersion(): Promise<string> {
      const [state] = await db.select({ version: sql<string>`version::text` }).from(sql`catalog_version`);
      return String(state?.version);
    },
  };
}

export type BrowseRepo = ReturnType<typeof createBrowseRepo>;
