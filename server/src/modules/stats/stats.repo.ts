import { count, eq, sql } from 'drizzle-orm';
import { browseQuerySchema } from '@futurefund/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { browseConditions, type Table } from '../opportunities/browse-sql';

export type ListingCounts = { scholarships: number; internships: number };

/** Browse's own conditions for an unfiltered query: approved and open, exactly as listed (ADR 014). */
const openListings = browseQuerySchema.parse({});

export function createStatsRepo(db: Database) {
  const countOpen = async (table: Table, today: string) => {
    const where = sql.join(browseConditions(table, openListings, today), sql` AND `);
    const [row] = await db
      .select({ total: count() })
      .from(sql`${sql.raw(table)}`)
      .where(where);
    return row?.total ?? 0;
  };

  return {
    /** Open, approved listings per table (grants and fellowships are scholarships rows). */
    async countOpenListings(today: string): Promise<ListingCounts> {
      const [scholarships, internships] = await Promise.all([
        countOpen('scholarships', today),
        countOpen('internships', today),
      ]);
      return { scholarships, internships };
    },

    /** Registered student/family accounts (product §3 userType student_seeker). */
    async countStudents(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(eq(users.userType, 'student_seeker'));
      return row?.total ?? 0;
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
