import { sql, type SQL } from 'drizzle-orm';
import type { BrowseQuery, OpportunityListItem } from '@futurefund/core';
import type { Database } from '../../db/client';
import { browseConditions, listItemColumns, orderBy, sortKeyColumns } from './browse-sql';

const rankKey = (item: OpportunityListItem) => `${item.type === 'scholarship' ? 0 : 1}:${item.id}`;

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

  async function countMatches(query: BrowseQuery, today: string): Promise<number> {
    const [count] = await rows(
      db,
      sql`SELECT count(*)::int AS total FROM (${union(query, today, () => sql`1`)}) AS matches`,
    );
    return Number(count?.total ?? 0);
  }

  async function loadItems(table: 'scholarships' | 'internships', ids: number[], q: string | undefined) {
    if (ids.length === 0) return [];
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const found = await rows(
      db,
      sql`SELECT ${listItemColumns(table, q)} FROM ${sql.raw(table)} WHERE id IN (${idList})`,
    );
    return found.map(toListItem);
  }

  return {
    /**
     * One page of matching public listings and the total number of matches. Two steps: sort the
     * narrow keys of every match (with the total as a window count), then load the 12 full rows.
     */
    async browse(
      query: BrowseQuery,
      today: string,
    ): Promise<{ items: OpportunityListItem[]; total: number }> {
      const keys = await rows(
        db,
        sql`SELECT type_rank, id, count(*) OVER () AS total
            FROM (${union(query, today, (t) => sortKeyColumns(t, query.q))}) AS matches
            ORDER BY ${orderBy(query.sort)} LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
      const total = keys.length > 0 ? Number(keys[0]!.total) : await countMatches(query, today);
      const byTable = (rank: number) =>
        keys.filter((key) => Number(key.type_rank) === rank).map((key) => Number(key.id));
      const full = [
        ...(await loadItems('scholarships', byTable(0), query.q)),
        ...(await loadItems('internships', byTable(1), query.q)),
      ];
      const position = new Map(keys.map((key, index) => [`${key.type_rank}:${key.id}`, index]));
      full.sort((a, b) => position.get(rankKey(a))! - position.get(rankKey(b))!);
      return { items: full, total };
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
