import { sql, type SQL } from 'drizzle-orm';
import { BROWSE_FACET_OPTIONS_MAX, browseQuerySchema, type FacetOption } from '@futurefund/core';
import type { Database } from '../../db/client';
import { browseConditions, type Table } from './browse-sql';

const tables: Table[] = ['scholarships', 'internships'];
const noFilters = browseQuerySchema.parse({});

/**
 * The listings browse shows when no filter is set. The open rule is browse's own, so a choice
 * counted here is one browse finds; when that rule changes, the facets follow.
 */
const openListings = (table: Table, today: string) =>
  sql.join(browseConditions(table, noFilters, today), sql` AND `);

type FacetShape = {
  /** The array column whose elements are the choices. */
  column: 'tags' | 'required_majors';
  /** Which elements are choices at all. */
  keep: SQL;
  /** What makes two elements the same choice (the filter's own notion of equal). */
  sameChoice: SQL;
};

/** University/Campus matches a tag exactly (product §9), so each exact tag is one choice. */
const campusShape: FacetShape = {
  column: 'tags',
  // A tag with stray spaces could never equal the trimmed campus parameter.
  keep: sql`value = btrim(value) AND (value ~ '^(UC|CSU|Cal Poly|Cal State)( |$)' OR value ~ ' State( University)?$')`,
  sameChoice: sql`value`,
};

/** Major matches case-insensitively, so "Biology" and "biology " are one choice. */
const majorShape: FacetShape = {
  column: 'required_majors',
  keep: sql`btrim(value) <> ''`,
  sameChoice: sql`lower(btrim(value))`,
};

export function createFacetsRepo(db: Database) {
  /**
   * The most common choices among open listings, most listings first; each listing counts once
   * per choice, and a choice spelt several ways shows its most frequent spelling.
   */
  async function openChoices(shape: FacetShape, today: string): Promise<FacetOption[]> {
    const branches = tables.map(
      (table, rank) => sql`SELECT ${rank}::int AS type_rank, id, value
        FROM ${sql.raw(table)}, unnest(${sql.raw(shape.column)}) AS value
        WHERE ${openListings(table, today)}`,
    );
    const found = await db
      .select({
        value: sql<string>`mode() WITHIN GROUP (ORDER BY btrim(value))`.as('value'),
        count: sql<number>`count(DISTINCT (type_rank, id))::int`.as('count'),
      })
      .from(sql`(${sql.join(branches, sql` UNION ALL `)}) AS choices`)
      .where(shape.keep)
      .groupBy(shape.sameChoice)
      .orderBy(sql`count DESC, value`)
      .limit(BROWSE_FACET_OPTIONS_MAX);
    return found.map((row) => ({ value: row.value, count: Number(row.count) }));
  }

  return {
    openCampuses: (today: string) => openChoices(campusShape, today),
    openMajors: (today: string) => openChoices(majorShape, today),
  };
}

export type FacetsRepo = ReturnType<typeof createFacetsRepo>;
