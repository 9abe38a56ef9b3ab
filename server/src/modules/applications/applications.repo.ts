import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OpportunityType } from '@futurefund/core';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transaction';
import {
  applicationDocuments,
  applications,
  applicationStatusHistory,
  internships,
  scholarships,
} from '../../db/schema';
import { attachedDocuments } from '../documents/documents.repo';

export type ApplicationRow = typeof applications.$inferSelect;
export type HistoryRow = typeof applicationStatusHistory.$inferSelect;
export type NewHistoryRow = typeof applicationStatusHistory.$inferInsert;

// Ownership is in every WHERE (ADR 010): a foreign id matches nothing, exactly like an unknown one.
const ownedBy = (userId: number, id: number) => and(eq(applications.id, id), eq(applications.userId, userId));

/** The tracker's statements, over the database or over one transaction. SQL only: no rules here. */
function applicationStatements(db: Database) {
  /** Applications joined with what a card, the calendar or the export needs from the opportunity. */
  const withOpportunity = () =>
    db
      .select({
        application: applications,
        title: sql<string | null>`coalesce(${scholarships.title}, ${internships.title})`,
        kind: sql<string>`coalesce(${scholarships.kind}::text, ${applications.opportunityType}::text)`,
        awardAmount: scholarships.awardAmount,
        company: internships.company,
        organization: sql<string | null>`coalesce(${internships.company}, ${scholarships.provider})`,
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

    /** Inserts a Saved application; undefined when the user already saved this opportunity. */
    async insertInterested(userId: number, type: OpportunityType, opportunityId: number) {
      const [created] = await db
        .insert(applications)
        .values({ userId, opportunityType: type, opportunityId, status: 'interested' })
        .onConflictDoNothing()
        .returning();
      return created;
    },

    async findByOpportunity(userId: number, type: OpportunityType, opportunityId: number) {
      const [row] = await db
        .select()
        .from(applications)
        .where(
          and(
            eq(applications.userId, userId),
            eq(applications.opportunityType, type),
            eq(applications.opportunityId, opportunityId),
          ),
        );
      return row;
    },

    async findOwned(userId: number, id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(applications).where(ownedBy(userId, id));
      return row;
    },

    /** The owned application, locked until the transaction ends (quick changes keep their order). */
    async lockOwned(userId: number, id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(applications).where(ownedBy(userId, id)).for('update');
      return row;
    },

    async updateOwned(
      userId: number,
      id: number,
      values: Partial<Pick<ApplicationRow, 'notes' | 'status' | 'dateApplied'>>,
    ): Promise<ApplicationRow | undefined> {
      const [updated] = await db
        .update(applications)
        .set({ ...values, updatedAt: new Date() })
        .where(ownedBy(userId, id))
        .returning();
      return updated;
    },

    async insertHistory(entry: NewHistoryRow): Promise<void> {
      await db.insert(applicationStatusHistory).values(entry);
    },

    async removeOwned(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(applications)
        .where(ownedBy(userId, id))
        .returning({ id: applications.id });
      return removed.length > 0;
    },

    /** One application's history, oldest first (the caller checks ownership). */
    listHistory(applicationId: number): Promise<HistoryRow[]> {
      return db
        .select()
        .from(applicationStatusHistory)
        .where(eq(applicationStatusHistory.applicationId, applicationId))
        .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
    },

    /** Every history line of the user's applications, oldest first (for the export). */
    historyForUser(userId: number): Promise<HistoryRow[]> {
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

    /** The documents attached to any of the user's applications: one query for every card. */
    attachedDocumentsForUser(userId: number) {
      return attachedDocuments(db).where(eq(applicationDocuments.userId, userId));
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

export type ApplicationStatements = ReturnType<typeof applicationStatements>;

export function createApplicationsRepo(db: Database) {
  return {
    ...applicationStatements(db),
    /** Runs fn in one transaction over these same statements. */
    transaction: transactional(db, applicationStatements),
  };
}

export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
export type ApplicationWithOpportunity = Awaited<ReturnType<ApplicationsRepo['listForUser']>>[number];
