import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { OpportunityType } from '@futurefund/core';
import type { Database } from '../../db/client';
import { internships, scholarships } from '../../db/schema';
import { internshipListItem, scholarshipListItem, type ListItemRow } from './list-item-sql';

export type ScholarshipRow = typeof scholarships.$inferSelect;
export type InternshipRow = typeof internships.$inferSelect;

/** What "similar" compares: the listing's id, title and tags. */
export interface SimilarBase {
  id: number;
  title: string;
  tags: string[];
}

type CatalogTable = typeof scholarships | typeof internships;

/** Open, public listings other than the base, most shared tags first, then the most similar titles. */
function similarTo(t: CatalogTable, base: SimilarBase, today: string) {
  const tags = sql`ARRAY[${sql.join([...base.tags.map((tag) => sql`${tag}`), sql`''`], sql`, `)}]::text[]`;
  const where: SQL = sql`${t.approvalStatus} = 'approved' AND ${t.closedAt} IS NULL
    AND (${t.deadline} IS NULL OR ${t.deadline} >= ${today}::date) AND ${ne(t.id, base.id)}`;
  const order = sql`cardinality(ARRAY(SELECT unnest(${t.tags}) INTERSECT SELECT unnest(${tags}))) DESC,
    similarity(${t.title}, ${base.title}) DESC, ${t.id}`;
  return { where, order };
}

export function createDetailRepo(db: Database) {
  return {
    /** A public (approved) scholarship, closed or not; undefined when missing or not public. */
    async findScholarship(id: number): Promise<ScholarshipRow | undefined> {
      const [row] = await db
        .select()
        .from(scholarships)
        .where(and(eq(scholarships.id, id), eq(scholarships.approvalStatus, 'approved')));
      return row;
    },

    async findInternship(id: number): Promise<InternshipRow | undefined> {
      const [row] = await db
        .select()
        .from(internships)
        .where(and(eq(internships.id, id), eq(internships.approvalStatus, 'approved')));
      return row;
    },

    /** Up to 4 open listings of the same type like `base`. */
    async similar(type: OpportunityType, base: SimilarBase, today: string): Promise<ListItemRow[]> {
      if (type === 'scholarship') {
        const { where, order } = similarTo(scholarships, base, today);
        return db
          .select(scholarshipListItem(undefined))
          .from(scholarships)
          .where(where)
          .orderBy(order)
          .limit(4);
      }
      const { where, order } = similarTo(internships, base, today);
      return db.select(internshipListItem(undefined)).from(internships).where(where).orderBy(order).limit(4);
    },
  };
}

export type DetailRepo = ReturnType<typeof createDetailRepo>;
