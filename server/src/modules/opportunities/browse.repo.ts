import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  BROWSE_TOTAL_CAP,
  type BrowseQuery,
  type BrowseReader,
  type ProfileFactKey,
  type ReaderProfile,
} from '@futurefund/core';
import type { Database } from '../../db/client';
import { internships, scholarships, userProfiles, users } from '../../db/schema';
import {
  branchOrderBy,
  browseConditions,
  orderBy,
  readerFitSql,
  searchWordsQuery,
  type Table,
} from './browse-sql';
import {
  internshipListItem,
  scholarshipListItem,
  type ListItemRow,
  type ReaderMiss,
  type TitleHit,
} from './list-item-sql';

/**
 * A query's total for the headers, and each table's own count (each capped one past the total's cap)
 * when the database counted it: browse.service reads how common a search's words are from it.
 */
export type BrowseTotal = { total: number; capped: boolean; byTable?: Partial<Record<Table, number>> };

const tablesOf = (query: BrowseQuery): Table[] =>
  query.type === 'all' ? ['scholarships', 'internships'] : [query.type];

const where = (table: Table, query: BrowseQuery, today: string) =>
  sql.join(browseConditions(table, query, today), sql` AND `);

/**
 * The relevance order for a search whose words are rare in a table, with index use ruled out (`+ 0`
 * makes source_rank and thin_rank expressions no index holds) and each match's title tested. Walking the relevance
 * index in order and stopping at a page's worth of matches is the fast plan for common words
 * ("engineering": 1.6 ms against 92 ms through the word index), but when the few matches sit late in
 * that order the walk reads most of the table ("nursing": 33-115 ms against 1.3-2 ms). The planner
 * cannot see where matches sit, so the service tells: a table whose count stayed under the cap is
 * read through the word index and sorted (ADR 042), all its matches in one branch (ADR 052).
 */
const sparseRelevanceOrder = (t: typeof scholarships | typeof internships) =>
  sql`${t.fresh} DESC NULLS LAST, title_hit, ${t.sourceRank} + 0, ${t.thinRank} + 0, ${t.id}`;

/**
 * How a relevance search reads a table: its title hits (0) and the other matches (1) as two
 * branches, each in the relevance index's order, where its words are common; all its matches in
 * one sorted branch where they are rare.
 */
type SearchRead = TitleHit | 'sorted';

/**
 * Whether a page's best plan is the same whatever its values, so it can keep its plan (ADR 052).
 * Without a search it is. A search's is not: it follows how common the words are (ADR 042), except
 * where every table's words are rare, since the sparse order then leaves a single good plan.
 */
export const pagePlanHolds = (query: BrowseQuery, sparse: ReadonlySet<Table>) =>
  !query.q || (query.sort === 'relevance' && tablesOf(query).every((table) => sparse.has(table)));

/**
 * `reusedPlans` runs the statements whose best plan does not depend on their values (every count,
 * and the pages pagePlanHolds names): they keep their plans between runs (ADR 052). `preparedOnly`
 * runs the other pages: parsed once, planned for each query's values (ADR 054).
 */
export function createBrowseRepo(db: Database, reusedPlans: Database = db, preparedOnly: Database = db) {
  /**
   * One table's matches in its branch order, written on its own columns so its partial indexes
   * serve the top-N (ADR 009). `read` splits a relevance search (ADR 042): a title-hit branch (0)
   * reads the matches whose title holds every word, 1 the others; each is then in the relevance
   * index's order, so a common word reads a page's worth of rows instead of testing every match's
   * title. 'sorted' reads them all and tests each title (see sparseRelevanceOrder).
   */
  function branch(
    database: Database,
    table: Table,
    query: BrowseQuery,
    today: string,
    read?: SearchRead,
    fit?: { reader: BrowseReader; miss: ReaderMiss },
  ) {
    const t = table === 'scholarships' ? scholarships : internships;
    const conditions = [where(table, query, today)];
    if (fit) {
      const fits = readerFitSql(fit.reader);
      conditions.push(fit.miss === 0 ? fits : sql`(${fits}) IS NOT TRUE`);
    }
    let titleHit: TitleHit | SQL<number> = 1;
    if (read !== undefined && query.q) {
      const inTitle = sql`${t.titleWords} @@ ${searchWordsQuery(query.q)}`;
      if (read === 'sorted') titleHit = sql<number>`CASE WHEN ${inTitle} THEN 0 ELSE 1 END`;
      else {
        conditions.push(read === 0 ? inTitle : sql`NOT (${inTitle})`);
        titleHit = read;
      }
    }
    const miss = fit?.miss ?? 0;
    const projection =
      table === 'scholarships' ? scholarshipListItem(titleHit, miss) : internshipListItem(titleHit, miss);
    return database
      .select(projection)
      .from(t)
      .where(and(...conditions))
      .orderBy(read === 'sorted' ? sparseRelevanceOrder(t) : branchOrderBy(table, query.sort))
      .$dynamic();
  }

  /**
   * A table's branches: for a relevance search, two where its words are common (title hits, then
   * the rest) and one where they are rare (`sparse` names those tables); else one.
   */
  const branchesOf = (
    table: Table,
    query: BrowseQuery,
    today: string,
    sparse: ReadonlySet<Table>,
    reader: BrowseReader | null,
  ) => {
    const database = pagePlanHolds(query, sparse) ? reusedPlans : preparedOnly;
    // A signed-in reader's relevance (ADR 069): the listings that fit them, then the others, each
    // split read in the relevance index's order like the title hits.
    const fits =
      reader && query.sort === 'relevance'
        ? ([0, 1] as const).map((miss) => ({ reader, miss }))
        : [undefined];
    if (query.sort !== 'relevance' || !query.q)
      return fits.map((fit) => branch(database, table, query, today, undefined, fit));
    const reads: SearchRead[] = sparse.has(table) ? ['sorted'] : [0, 1];
    return fits.flatMap((fit) => reads.map((read) => branch(database, table, query, today, read, fit)));
  };

  return {
    /**
     * One page in the query's order. With several branches (both types, or a relevance search),
     * each takes only its first offset+limit rows, so the cost follows the page, not the catalog
     * size; a single branch's order is already the page order.
     */
    async loadPage(
      query: BrowseQuery,
      today: string,
      sparse: ReadonlySet<Table> = new Set(),
      reader: BrowseReader | null = null,
    ): Promise<ListItemRow[]> {
      const { limit, offset } = query;
      const branches = tablesOf(query).flatMap((table) => branchesOf(table, query, today, sparse, reader));
      const [first, ...rest] = branches;
      if (rest.length === 0) return first!.limit(limit).offset(offset);
      const top = (b: (typeof branches)[number]) => b.limit(offset + limit);
      return unionAll(top(first!), top(rest[0]!), ...rest.slice(1).map(top))
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
      const tables = tablesOf(query);
      // One scalar count per table, each stopping one row past the cap.
      const counted = (table: Table) =>
        sql<number>`(SELECT count(*) FROM (SELECT 1 FROM ${sql.raw(table)} WHERE ${where(table, query, today)} LIMIT ${BROWSE_TOTAL_CAP + 1}) AS matches)`.mapWith(
          Number,
        );
      const [row] = await reusedPlans
        .select(Object.fromEntries(tables.map((table) => [table, counted(table)])))
        .from(sql`(SELECT 1) AS one`);
      const byTable = Object.fromEntries(tables.map((table) => [table, Number(row?.[table] ?? 0)]));
      const total = Object.values(byTable).reduce((sum, n) => sum + n, 0);
      return { total: Math.min(total, BROWSE_TOTAL_CAP), capped: total > BROWSE_TOTAL_CAP, byTable };
    },

    /** Exact number of one table's rows matching the query's filters (the type lists' total). */
    async countAll(table: Table, query: BrowseQuery, today: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(table === 'scholarships' ? scholarships : internships)
        .where(where(table, query, today));
      return row?.total ?? 0;
    },

    /** What a signed-in reader's profile gives the relevance order (ADR 069); null for no such user. */
    async readerProfile(userId: number): Promise<ReaderProfile | null> {
      const [row] = await db
        .select({
          country: users.country,
          educationLevel: users.educationLevel,
          intendedMajor: users.intendedMajor,
          hiddenFacts: userProfiles.hiddenMatchFacts,
        })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId));
      return row ? { ...row, hiddenFacts: (row.hiddenFacts ?? []) as ProfileFactKey[] } : null;
    },

    /** Bumped by every statement that writes either catalog table (migration 0007, ADR 009). */
    async catalogVersion(): Promise<string> {
      const [state] = await db.select({ version: sql<string>`version::text` }).from(sql`catalog_version`);
      return String(state?.version);
    },
  };
}

export type BrowseRepo = ReturnType<typeof createBrowseRepo>;
