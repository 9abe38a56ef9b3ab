import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ApplicationStatus, OpportunityType } from '@futurefund/core';
import type { Database } from '../../db/client';
import { applications, applicationStatusHistory, internships, scholarships } from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;
export type HistoryRow = typeof applicationStatusHistory.$inferSelect;

const ownedBy = (userId: number, id: number) => and(eq(applications.id, id), eq(applications.userId, userId));

export function createApplicationsRepo(db: Database) {
  /** Applications joined with what a card, the calendar or the export needs from the opportunity. */
  const withOpportunity = () =>
    db
      .select({
        application: applications,
        title: sql<string | null>`coalesce(${scholarships.title}, ${internships.title})`,
        kind: sql<string>`coalesce(${scholarships.kind}::text, ${applications.opportunityType}::text)`,
        awardAmount: scholarships.awardAmount,
        company: internships.company,
        url: sql<string | null>`coalesce(${scholarships.url}, ${internships.url})`,
        deadline: sql<string | null>`coalesce(${scholarships.deadline}, ${internships.deadline})::text`,
        tags: sql<string[]>`coalesce(${scholarships.tags}, ${internships.tags}, '{}')`,
      })
      .from(applications)
      .leftJoin(
        scholarships,
        and(eq(applications.opportunityType, 'scholarship'), eq(scholarships.id, applications.opportunityId)),
      )
      .leftJoin(
        internships,
        and(eq(applications.opportunityType, 'internship'), eq(internships.id, applications.opportunityId)),
      );

  return {
    /** Whether the opportunity exists and is public (approved). */
    async opportunityIsPublic(type: OpportunityType, id: number): Promise<boolean> {
      const table = type === 'scholarship' ? scholarships : internships;
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.approvalStatus, 'approved')));
      return Boolean(row);
    },

    /** Saves once: a second save returns the existing application (created false). */
    async saveInterested(userId: number, type: OpportunityType, opportunityId: number) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(applications)
          .values({ userId, opportunityType: type, opportunityId, status: 'interested' })
          .onConflictDoNothing()
          .returning();
        if (created) {
          await tx
            .insert(applicationStatusHistory)
            .values({ applicationId: created.id, fromStatus: null, toStatus: 'interested' });
          return { application: created, created: true };
        }
        const [existing] = await tx
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
      });
    },

    async findOwned(userId: number, id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(applications).where(ownedBy(userId, id));
      return row;
    },

    /**
     * Moves an owned application to `toStatus` and records the change, in one transaction (the row
     * is locked, so two quick changes are both recorded in order). Undefined when not owned.
     */
    async changeStatus(
      userId: number,
      id: number,
      change: {
        toStatus: ApplicationStatus;
        note: string | null;
        dateApplied: (current: Date | null) => Date | null;
      },
    ) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(applications).where(ownedBy(userId, id)).for('update');
        if (!current) return undefined;
        if (current.status === change.toStatus) return current;
        const [updated] = await tx
          .update(applications)
          .set({
            status: change.toStatus,
            dateApplied: change.dateApplied(current.dateApplied),
            updatedAt: new Date(),
          })
          .where(eq(applications.id, id))
          .returning();
        await tx.insert(applicationStatusHistory).values({
          applicationId: id,
          fromStatus: current.status,
          toStatus: change.toStatus,
          note: change.note,
        });
        return updated;
      });
    },

    async setNotes(userId: number, id: number, notes: string | null) {
      const [updated] = await db
        .update(applications)
        .set({ notes, updatedAt: new Date() })
        .where(ownedBy(userId, id))
        .returning();
      return updated;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(applications)
        .where(ownedBy(userId, id))
        .returning({ id: applications.id });
      return removed.length > 0;
    },

    /** Oldest first; undefined when the application is not the user's. */
    async history(userId: number, id: number): Promise<HistoryRow[] | undefined> {
      if (!(await this.findOwned(userId, id))) return undefined;
      return db
        .select()
        .from(applicationStatusHistory)
        .where(eq(applicationStatusHistory.applicationId, id))
        .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
    },

    /** Every history line of the user's applications, oldest first (for the export). */
    historyForUser(userId: number) {
      return db
        .select(getTableColumns(applicationStatusHistory))
        .from(applicationStatusHistory)
        .innerJoin(applications, eq(applications.id, applicationStatusHistory.applicationId))
        .where(eq(applications.userId, userId))
        .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
    },

    /** The user's applications with what a dashboard card shows, most recently changed first. */
    listForUser(userId: number) {
      return withOpportunity()
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.updatedAt), desc(applications.id));
    },

    /** Applications still in play (not awarded or rejected) whose opportunity has a deadline. */
    openDeadlines(userId: number) {
      return withOpportunity()
        .where(
          and(
            eq(applications.userId, userId),
            inArray(applications.status, ['interested', 'applied', 'interviewing']),
            isNotNull(sql`coalesce(${scholarships.deadline}, ${internships.deadline})`),
          ),
        )
        .orderBy(sql`coalesce(${scholarships.deadline}, ${internships.deadline})`, asc(applications.id));
    },
  };
}

export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
export type ApplicationWithOpportunity = Awaited<ReturnType<ApplicationsRepo['listForUser']>>[number];
