import { and, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { OpportunityType } from '@futurefund/core';
import type { Database } from '../../db/client';
import { dataSources, internships, scholarships } from '../../db/schema';
import { listedCondition, openConditions } from './browse-sql';
import { internshipListItem, scholarshipListItem, type ListItemRow } from './list-item-sql';

/** A catalog row with its source's name (the detail page says where the listing comes from). */
export type ScholarshipRow = typeof scholarships.$inferSelect & { sourceName: string | null };
export type InternshipRow = typeof internships.$inferSelect & { sourceName: string | null };

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
  const where: SQL = sql`${listedCondition} AND ${openConditions(today)} AND ${ne(t.id, base.id)}`;
  const order = sql`cardinality(ARRAY(SELECT unnest(${t.tags}) INTERSECT SELECT unnest(${tags}))) DESC,
    similarity(${t.title}, ${base.title}) DESC, ${t.id}`;
  return { where, order };
}

export function createDetailRepo(db: Database) {
  return {
    /** A public (approved) scholarship, closed or not; undefined when missing or not public. */
    async findScholarship(id: number): Promise<ScholarshipRow | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(scholarships), sourceName: dataSources.name })
        .from(scholarships)
        .leftJoin(dataSources, eq(dataSources.id, scholarships.sourceId))
        .where(and(eq(scholarships.id, id), eq(scholarships.approvalStatus, 'approved')));
      return row;
    },

    async findInternship(id: number): Promise<InternshipRow | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(internships), sourceName: dataSources.name })
        .from(internships)
        .leftJoin(dataSources, eq(dataSources.id, internships.sourceId))
        .where(and(eq(internships.id, id), eq(internships.approvalStatus, 'approved')));
      return row;
    },

    /** Up to 4 open listings of the same type like `base`. */
    async similar(type: OpportunityType, base: SimilarBase, today: string): Promise<ListItemRow[]> {
      if (type === 'scholarship') {
        const { where, order } = similarTo(scholarships, base, today);
        return db.select(scholarshipListItem()).from(scholarships).where(where).orderBy(order).limit(4);
      }
      const { where, order } = similarTo(internships, base, today);
      return db.select(internshipListItem()).from(internships).where(where).orderBy(order).limit(4);
    },
  };
}

export type DetailRepo = ReturnType<typeof createDetailRepo>;
