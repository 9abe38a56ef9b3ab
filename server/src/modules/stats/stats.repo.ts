import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type ListingCounts = { scholarships: number; internships: number };

export function createStatsRepo(db: Database) {
  return {
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
