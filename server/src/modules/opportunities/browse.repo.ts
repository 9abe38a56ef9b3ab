import { sql, type SQL } from 'drizzle-orm';
import type { BrowseQuery, OpportunityListItem } from '@futurefund/core';
import type { Database } from '../../db/client';
import { browseConditions, listItemColumns, orderBy } from './browse-sql';

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

export function createBrowseRepo(db: Database) {
  const branch = (table: 'scholarships' | 'internships', query: BrowseQuery, today: string, columns: SQL) =>
    sql`SELECT ${columns} FROM ${sql.raw(table)} WHERE ${sql.join(browseConditions(table, query, today), sql` AND `)}`;

  const union = (
    query: BrowseQuery,
    today: string,
    columns: (table: 'scholarships' | 'internships') => SQL,
  ) => {
    const parts: SQL[] = [];
    if (query.type !== 'internships')
      parts.push(branch('scholarships', query, today, columns('scholarships')));
    if (query.type !== 'scholarships')
      parts.push(branch('internships', query, today, columns('internships')));
    return sql.join(parts, sql` UNION ALL `);
  };

  return {
    /** One page of matching public listings and the total number of matches. */
    async browse(
      query: BrowseQuery,
      today: string,
    ): Promise<{ items: OpportunityListItem[]; total: number }> {
      const page = await rows(
        db,
        sql`SELECT * FROM (${union(query, today, (t) => listItemColumns(t, query.q))}) AS matches
            ORDER BY ${orderBy(query.sort)} LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
      const [count] = await rows(
        db,
        sql`SELECT count(*)::int AS total FROM (${union(query, today, () => sql`1`)}) AS matches`,
      );
      return { items: page.map(toListItem), total: Number(count?.total ?? 0) };
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
