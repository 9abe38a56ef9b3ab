import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { internships, scholarships } from '../../db/schema';
import { listedCondition, openConditions, type Table } from '../opportunities/browse-sql';

// Read-only catalog reads for the server-rendered head and the sitemap (ADR 033). Nothing here
// records a view: a crawler or a link preview must not spend anyone's free views (ADR 018).

/** When a listing last changed or was last confirmed by its source, as an ISO timestamp (UTC). */
const lastModified = (t: typeof scholarships | typeof internships) =>
  sql<string>`to_char(greatest(${t.updatedAt}, ${t.lastVerifiedAt}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const isoDate = (column: typeof scholarships.createdAt | typeof internships.createdAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** What every listing's head needs, whichever its type. */
interface ListingFacts {
  id: number;
  title: string;
  description: string | null;
  deadline: string | null;
  location: string | null;
  isRemote: boolean;
  /** YYYY-MM-DD (UTC) of the listing's first publication here. */
  createdOn: string;
  lastModified: string;
  /** Open by the one open rule (core isOpen, SQL openConditions) on the day asked about. */
  open: boolean;
  /** Shown once under another listing (ADR 016): not a page of its own for search engines. */
  duplicate: boolean;
}

export interface ScholarshipFacts extends ListingFacts {
  type: 'scholarship';
  organization: string | null;
  awardAmount: string | null;
  awardMin: number | null;
  awardMax: number | null;
  awardCurrency: string | null;
  awardPeriod: string | null;
}

export interface InternshipFacts extends ListingFacts {
  type: 'internship';
  organization: string | null;
  salaryRange: string | null;
  isPaid: boolean | null;
  seasonEndsOn: string | null;
  cities: string[];
  stateCodes: string[];
  countryCodes: string[];
}

export type PublicListingFacts = ScholarshipFacts | InternshipFacts;

/** One row of a sitemap file. */
export interface SitemapRow {
  id: number;
  lastModified: string;
}

const tables = { scholarships, internships } as const;

/** The fields of ListingFacts both tables hold under the same names. */
function sharedFields(t: typeof scholarships | typeof internships, table: Table, today: string) {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    deadline: t.deadline,
    location: t.location,
    isRemote: t.isRemote,
    createdOn: isoDate(t.createdAt),
    lastModified: lastModified(t),
    open: sql<boolean>`(${openConditions(today)})`,
    duplicate: sql<boolean>`(${t.duplicateOf} IS NOT NULL)`,
  };
}

export function createSeoRepo(db: Database) {
  const openListed = (table: Table, today: string) => sql`${listedCondition} AND ${openConditions(today)}`;

  return {
    /** A public (approved) scholarship's head facts, closed or not; undefined when missing or not public. */
    async findScholarship(id: number, today: string): Promise<ScholarshipFacts | undefined> {
      const t = scholarships;
      const [row] = await db
        .select({
          ...sharedFields(t, 'scholarships', today),
          organization: t.provider,
          awardAmount: t.awardAmount,
          awardMin: t.awardMin,
          awardMax: t.awardMax,
          awardCurrency: t.awardCurrency,
          awardPeriod: t.awardPeriod,
        })
        .from(t)
        .where(and(eq(t.id, id), eq(t.approvalStatus, 'approved')));
      return row ? { ...row, type: 'scholarship' } : undefined;
    },

    async findInternship(id: number, today: string): Promise<InternshipFacts | undefined> {
      const t = internships;
      const [row] = await db
        .select({
          ...sharedFields(t, 'internships', today),
          organization: t.company,
          salaryRange: t.salaryRange,
          isPaid: t.isPaid,
          seasonEndsOn: t.seasonEndsOn,
          cities: t.cities,
          stateCodes: t.stateCodes,
          countryCodes: t.countryCodes,
        })
        .from(t)
        .where(and(eq(t.id, id), eq(t.approvalStatus, 'approved')));
      return row ? { ...row, type: 'internship' } : undefined;
    },

    /**
     * The first id of every sitemap file of a type's open listed rows, `size` rows each in id
     * order; the files are then read by keyset (id ≥ start), never by OFFSET.
     */
    async fileStarts(table: Table, today: string, size: number): Promise<number[]> {
      const t = tables[table];
      const numbered = db
        .select({ id: t.id, position: sql<number>`row_number() OVER (ORDER BY ${t.id})`.as('position') })
        .from(t)
        .where(openListed(table, today))
        .as('numbered');
      const rows = await db
        .select({ id: numbered.id })
        .from(numbered)
        .where(sql`(${numbered.position} - 1) % ${size} = 0`)
        .orderBy(asc(numbered.id));
      return rows.map((row) => row.id);
    },

    /** Up to `size` open listed rows of a type from id `start` on, in id order. */
    async fileRows(table: Table, today: string, start: number, size: number): Promise<SitemapRow[]> {
      const t = tables[table];
      return db
        .select({ id: t.id, lastModified: lastModified(t) })
        .from(t)
        .where(and(openListed(table, today), gte(t.id, start)))
        .orderBy(asc(t.id))
        .limit(size);
    },
  };
}

export type SeoRepo = ReturnType<typeof createSeoRepo>;
