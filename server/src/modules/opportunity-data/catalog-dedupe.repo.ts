import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataSources, internships, scholarships } from '../../db/schema';
import type { DedupeCandidate, DedupeChange } from './catalog-dedupe';

type Table = 'scholarships' | 'internships';
const UPDATE_BATCH = 1_000;

/** SQL for the de-duplication pass: read every approved listing's keys, write the planned links. */
export function createCatalogDedupeRepo(db: Database) {
  return {
    async candidates(table: Table): Promise<DedupeCandidate[]> {
      const t = table === 'scholarships' ? scholarships : internships;
      const seasonEndsOn =
        table === 'internships' ? internships.seasonEndsOn : sql<string | null>`NULL::date`;
      const rows = await db
        .select({
          id: t.id,
          dedupeKey: t.dedupeKey,
          urlKey: t.urlKey,
          sourceName: dataSources.name,
          closed: sql<boolean>`${t.closedAt} IS NOT NULL`,
          deadline: t.deadline,
          seasonEndsOn,
          lastVerifiedAt: t.lastVerifiedAt,
          duplicateOf: t.duplicateOf,
          alsoListedBy: t.alsoListedBy,
        })
        .from(t)
        .leftJoin(dataSources, eq(dataSources.id, t.sourceId))
        .where(eq(t.approvalStatus, 'approved'));
      return rows;
    },

    /** Writes the links in batches (one statement each); each batch is atomic on its own. */
    async apply(table: Table, changes: DedupeChange[]): Promise<void> {
      for (let start = 0; start < changes.length; start += UPDATE_BATCH) {
        const batch = JSON.stringify(changes.slice(start, start + UPDATE_BATCH));
        await db.execute(sql`
          UPDATE ${sql.raw(table)} AS t
          SET duplicate_of = v."duplicateOf", also_listed_by = v."alsoListedBy", updated_at = now()
          FROM jsonb_to_recordset(${batch}::jsonb) AS v(id integer, "duplicateOf" integer, "alsoListedBy" text[])
          WHERE t.id = v.id`);
      }
    },
  };
}

export type CatalogDedupeRepo = ReturnType<typeof createCatalogDedupeRepo>;
