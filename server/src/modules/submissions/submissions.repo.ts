import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ApprovalStatus, OpportunityType } from '@futurefund/core';
import type { Database } from '../../db/client';
import { internships, scholarships, users } from '../../db/schema';

export type CatalogTable = typeof scholarships | typeof internships;
export const tableOf = (type: OpportunityType): CatalogTable =>
  type === 'scholarship' ? scholarships : internships;

type ScholarshipInsert = typeof scholarships.$inferInsert;
/** How alike two titles must be (pg_trgm similarity) to warn a reviewer of a duplicate. */
const DUPLICATE_SIMILARITY = 0.5;

type InternshipInsert = typeof internships.$inferInsert;
export type SubmissionInsert = ScholarshipInsert | InternshipInsert;

/** The columns a submission is answered from, read alike from both tables. */
const submissionColumns = (t: CatalogTable) => ({
  id: t.id,
  title: t.title,
  status: t.approvalStatus,
  rejectionReason: t.rejectionReason,
  closedAt: t.closedAt,
  deadline: t.deadline,
  contributorId: t.contributorId,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  approvedAt: t.approvedAt,
  submittedFields: t.submittedFields,
});

export interface SubmissionRow {
  type: OpportunityType;
  id: number;
  title: string;
  status: ApprovalStatus;
  rejectionReason: string | null;
  closedAt: Date | null;
  deadline: string | null;
  contributorId: number | null;
  createdAt: Date;
  updatedAt: Date;
  approvedAt: Date | null;
  submittedFields: Record<string, unknown> | null;
}

const withType =
  (type: OpportunityType) =>
  (rows: Omit<SubmissionRow, 'type'>[]): SubmissionRow[] =>
    rows.map((row) => ({ type, ...row }));

const byNewest = (a: SubmissionRow, b: SubmissionRow) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** A review decision: the row leaves 'pending' only through one of these. */
export type Decision =
  | { status: 'approved'; adminId: number; at: Date }
  | { status: 'rejected'; adminId: number; at: Date; reason: string };

const contributorColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  organizationName: users.organizationName,
  organizationWebsite: users.organizationWebsite,
  jobTitle: users.jobTitle,
  isVerified: users.isVerified,
  verificationDate: users.verificationDate,
};
export interface ContributorRow {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  organizationName: string | null;
  organizationWebsite: string | null;
  jobTitle: string | null;
  isVerified: boolean;
  verificationDate: Date | null;
}

/** Contributor submissions in the catalog tables (product §4 submission/approval). */
export function createSubmissionsRepo(db: Database) {
  async function selectWhere(type: OpportunityType, where: ReturnType<typeof and>) {
    const t = tableOf(type);
    return withType(type)(await db.select(submissionColumns(t)).from(t).where(where));
  }

  return {
    async insert(type: OpportunityType, row: SubmissionInsert): Promise<SubmissionRow> {
      const t = tableOf(type);
      const [created] = await db
        .insert(t)
        .values(row as never)
        .returning(submissionColumns(t));
      return { type, ...created! };
    },

    /** Every submission of one contributor, newest first. */
    async mine(contributorId: number): Promise<SubmissionRow[]> {
      const own = (t: CatalogTable) =>
        and(eq(t.contributorId, contributorId), eq(t.isContributorSubmitted, true));
      const [s, i] = await Promise.all([
        selectWhere('scholarship', own(scholarships)),
        selectWhere('internship', own(internships)),
      ]);
      return [...s, ...i].sort(byNewest);
    },

    /** One submission; ownership is the service's check (another's answers as missing). */
    async find(type: OpportunityType, id: number): Promise<SubmissionRow | null> {
      const t = tableOf(type);
      const [row] = await selectWhere(type, and(eq(t.id, id), eq(t.isContributorSubmitted, true)));
      return row ?? null;
    },

    /** Replaces the content of a pending or rejected submission; it goes back to review. */
    async resubmit(type: OpportunityType, id: number, row: SubmissionInsert): Promise<SubmissionRow | null> {
      const t = tableOf(type);
      const {
        uniqueHash: _hash,
        sourceRecordId: _record,
        firstSeenAt: _first,
        contributorId: _contributor,
        ...content
      } = row;
      const [updated] = await db
        .update(t)
        .set({ ...(content as object), rejectionReason: null, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), inArray(t.approvalStatus, ['pending', 'rejected'])))
        .returning(submissionColumns(t));
      return updated ? { type, ...updated } : null;
    },

    /** An approved listing closed by its contributor: browse stops offering it. */
    async close(type: OpportunityType, id: number, at: Date): Promise<SubmissionRow | null> {
      const t = tableOf(type);
      const [updated] = await db
        .update(t)
        .set({ closedAt: at, closedReason: 'contributor', updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.approvalStatus, 'approved'), isNull(t.closedAt)))
        .returning(submissionColumns(t));
      return updated ? { type, ...updated } : null;
    },

    /** Records a decision on a pending submission; null when it is not pending (any more). */
    async decide(type: OpportunityType, id: number, decision: Decision): Promise<SubmissionRow | null> {
      const t = tableOf(type);
      const values =
        decision.status === 'approved'
          ? {
              approvalStatus: 'approved' as const,
              approvedBy: decision.adminId,
              approvedAt: decision.at,
              rejectionReason: null,
              // Approval is the listing's verification: it is as fresh as an import seen today.
              lastVerifiedAt: decision.at,
              fresh: true,
            }
          : {
              approvalStatus: 'rejected' as const,
              approvedBy: decision.adminId,
              approvedAt: null,
              rejectionReason: decision.reason,
            };
      const [updated] = await db
        .update(t)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.isContributorSubmitted, true), eq(t.approvalStatus, 'pending')))
        .returning(submissionColumns(t));
      return updated ? { type, ...updated } : null;
    },

    /** Submissions in one review state, oldest first (the queue is worked in order). */
    async byStatus(status: ApprovalStatus): Promise<SubmissionRow[]> {
      const inState = (t: CatalogTable) =>
        and(eq(t.isContributorSubmitted, true), eq(t.approvalStatus, status));
      const [s, i] = await Promise.all([
        selectWhere('scholarship', inState(scholarships)),
        selectWhere('internship', inState(internships)),
      ]);
      return [...s, ...i].sort((a, b) => -byNewest(a, b));
    },

    async contributors(ids: number[]): Promise<ContributorRow[]> {
      if (ids.length === 0) return [];
      return db.select(contributorColumns).from(users).where(inArray(users.id, ids));
    },

    async contributor(id: number): Promise<ContributorRow | null> {
      const [row] = await db.select(contributorColumns).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /**
     * Public listings of the same type whose title is like the submission's (pg_trgm, the title
     * trigram index): an admin sees them before approving a second copy.
     */
    async duplicates(type: OpportunityType, id: number, title: string, limit = 5) {
      const t = tableOf(type);
      const organization = type === 'scholarship' ? scholarships.provider : internships.company;
      const similarity = sql<number>`similarity(${t.title}, ${title})`;
      const rows = await db
        .select({ id: t.id, title: t.title, organization, similarity })
        .from(t)
        // `%` (pg_trgm's 0.3 threshold) finds candidates through the index; titles that share
        // only a word or two ("STEM … Award") stay below half and would only be noise.
        .where(
          and(
            sql`${t.title} % ${title}`,
            sql`${similarity} >= ${DUPLICATE_SIMILARITY}`,
            ne(t.id, id),
            eq(t.approvalStatus, 'approved'),
          ),
        )
        .orderBy(desc(similarity), t.id)
        .limit(limit);
      return rows.map((row) => ({ type, ...row, similarity: Number(row.similarity) }));
    },

    /** How many listings a contributor has submitted (every state). */
    async countPosted(contributorId: number): Promise<number> {
      const counts = await Promise.all(
        [scholarships, internships].map((t) =>
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(t)
            .where(and(eq(t.contributorId, contributorId), eq(t.isContributorSubmitted, true))),
        ),
      );
      return counts.reduce((sum, [row]) => sum + Number(row?.n ?? 0), 0);
    },

    /** Sets a contributor's verification; null when no contributor has that username. */
    async setVerified(username: string, isVerified: boolean, at: Date) {
      const [row] = await db
        .update(users)
        .set({ isVerified, verificationDate: isVerified ? at : null })
        .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.userType, 'contributor')))
        .returning({
          username: users.username,
          isVerified: users.isVerified,
          verificationDate: users.verificationDate,
        });
      return row ?? null;
    },
  };
}

export type SubmissionsRepo = ReturnType<typeof createSubmissionsRepo>;
