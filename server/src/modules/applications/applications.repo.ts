import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, internships, scholarships } from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;

export function createApplicationsRepo(db: Database) {
  return {
    /** Whether the opportunity exists and is public (approved). */
    async opportunityIsPublic(type: 'scholarship' | 'internship', id: number): Promise<boolean> {
      const table = type === 'scholarship' ? scholarships : internships;
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.approvalStatus, 'approved')));
      return Boolean(row);
    },

    /** Saves once: a second save returns the existing application (created false). */
    async saveInterested(userId: number, type: 'scholarship' | 'internship', opportunityId: number) {
      const [created] = await db
        .insert(applications)
        .values({ userId, opportunityType: type, opportunityId, status: 'interested' })
        .onConflictDoNothing()
        .returning();
      if (created) return { application: created, created: true };
      const [existing] = await db
        .select()
        .from(applications)
        .where(
          and(
            eq(applications.userId, userId),
            eq(applications.opportunityType, type),
            eq(applications.opportunityId, opportunityId),
          ),
        );
      return { application: existing!, created: false };
    },

    /** The user's applications with what a dashboard card shows. */
    listForUser(userId: number) {
      return db
        .select({
          application: applications,
          title: sql<string>`coalesce(${scholarships.title}, ${internships.title})`,
          kind: sql<string>`coalesce(${scholarships.kind}::text, 'internship')`,
          awardAmount: scholarships.awardAmount,
          company: internships.company,
          deadline: sql<string | null>`coalesce(${scholarships.deadline}, ${internships.deadline})::text`,
          tags: sql<string[]>`coalesce(${scholarships.tags}, ${internships.tags}, '{}')`,
        })
        .from(applications)
        .leftJoin(
          scholarships,
          and(
            eq(applications.opportunityType, 'scholarship'),
            eq(scholarships.id, applications.opportunityId),
          ),
        )
        .leftJoin(
          internships,
          and(eq(applications.opportunityType, 'internship'), eq(internships.id, applications.opportunityId)),
        )
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.updatedAt), desc(applications.id));
    },
  };
}
