import { sql, type SQL } from 'drizzle-orm';
import { BROWSE_TOTAL_CAP, type BrowseQuery, type OpportunityListItem } from '@futurefund/core';
import type { Database } from '../../db/client';
import { branchOrderBy, browseConditions, listItemColumns, orderBy } from './browse-sql';

type Row = Record<string, unknown>;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function toListItem(row: Row): OpportunityListItem {
  return {
    id: Number(row.id),
    type: row.type as OpportunityListItem['type'],
    kind: row.kind as OpportunityListItem['kind'],
    title: String(row.title),
    organization: (row.organization as string | null) ?? null,
    description: (row.description as string | null) ?? null,
    dueDate: (row.due_date as string | null) ?? null,
    deadline: (row.deadline as string | null) ?? null,
    awardAmount: (row.award_amount as string | null) ?? null,
    awardAmountUsd: num(row.award_amount_usd),
    isPaid: (row.is_paid as boolean | null) ?? null,
    tags: (row.tags as string[]) ?? [],
    location: (row.location as string | null) ?? null,
    isRemote: Boolean(row.is_remote),
    isHybrid: Boolean(row.is_hybrid),
    minGPA: num(row.min_gpa),
    requiredEducationLevel: (row.required_education_level as string | null) ?? null,
    requiredMajors: (row.required_majors as string[]) ?? [],
    essayRequired: Boolean(row.essay_required),
    needBased: Boolean(row.need_based),
    meritBased: Boolean(row.merit_based),
    closed: Boolean(row.closed),
  };
}

async function rows(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

type Table = 'scholarships' | 'internships';
export type BrowseTotal = { total: number; capped: boolean };

export function createBrowseRepo(db: Database) {
  const tables = (query: BrowseQuery): Table[] =>
    query.type === 'scholarships'
      ? ['scholarships']
      : query.type === 'internships'
        ? ['internships']
        : ['scholarships', 'internships'];
  const where = (table: Table, query: BrowseQuery, today: string) =>
    sql.join(browseConditions(table, query, today), sql` AND `);

  /** Matches of the query's filters, exact up to BROWSE_TOTAL_CAP; each branch stops one row past it. */
  async function countMatches(query: BrowseQuery, today: string): Promise<BrowseTotal> {
    const branches = tables(query).map(
      (table) =>
        sql`(SELECT 1 FROM ${sql.raw(table)} WHERE ${where(table, query, today)} LIMIT ${BROWSE_TOTAL_CAP + 1})`,
    );
    const [row] = await rows(
      db,
      sql`SELECT count(*)::int AS total FROM (${sql.join(branches, sql` UNION ALL `)}) AS matches`,
    );
    const total = Number(row?.total ?? 0);
    return { total: Math.min(total, BROWSE_TOTAL_CAP), capped: total > BROWSE_TOTAL_CAP };
  }

  /**
   * One page in the query's order. Each table's branch takes only its first offset+limit rows in the page's order (index-served
   * where the sort has an index), so the cost follows the page, not the catalog size.
   */
  async function loadPage(query: BrowseQuery, today: string) {
    const take = query.offset + query.limit;
    const branches = tables(query).map(
      (table) => sql`(SELECT ${listItemColumns(table, query.q)} FROM ${sql.raw(table)}
        WHERE ${where(table, query, today)}
        ORDER BY ${branchOrderBy(table, query.sort, query.q)} LIMIT ${take})`,
    );
    const found = await rows(
      db,
      sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) AS matches
          ORDER BY ${orderBy(query.sort)} LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
    return found.map(toListItem);
  }

  return {
    loadPage,
    countMatches,

    /** Bumped by every statement that writes either catalog table (migration 0007, ADR 009). */
    async catalogVersion(): Promise<string> {
      const [state] = await rows(db, sql`SELECT version::text AS version FROM catalog_version`);
      return String(state?.version);
    },

    /** Tags used for the University/Campus filter, most frequent first. */
    async campusTags(): Promise<string[]> {
      const found = await rows(
        db,
        sql`SELECT tag, count(*) AS n FROM (
              SELECT unnest(tags) AS tag FROM scholarships WHERE approval_status = 'approved'
              UNION ALL SELECT unnest(tags) FROM internships WHERE approval_status = 'approved') AS all_tags
            WHERE tag ~ '^(UC|CSU|Cal Poly|Cal State)( |$)' OR tag ~ ' State( University)?$'
            GROUP BY tag ORDER BY n DESC, tag`,
      );
      return found.map((row) => String(row.tag));
    },
  };
}

export type BrowseRepo = ReturnType<typeof createBrowseRepo>;
