import { and, between, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  internships,
  notificationPreferences,
  reminderClaims,
  scheduledJobs,
  scholarships,
  userProfiles,
  users,
} from '../../db/schema';

/** Statuses whose deadline still matters; `awarded` and `rejected` are final (ADR 025). */
export const REMINDABLE_STATUSES = ['interested', 'applied', 'interviewing'] as const;
export const DEADLINE_CHECK_JOB_TYPE = 'deadline-check';

const deadline = sql<string>`coalesce(${scholarships.deadline}, ${internships.deadline})`;
const title = sql<string>`coalesce(${scholarships.title}, ${internships.title})`;

const scholarshipJoin = and(
  eq(applications.opportunityType, 'scholarship'),
  eq(scholarships.id, applications.opportunityId),
);
const internshipJoin = and(
  eq(applications.opportunityType, 'internship'),
  eq(internships.id, applications.opportunityId),
);

/** One saved application with its listing's deadline, its owner and the owner's preferences. */
const candidateColumns = {
  applicationId: applications.id,
  opportunityType: applications.opportunityType,
  opportunityId: applications.opportunityId,
  title,
  deadline,
  userId: users.id,
  email: users.email,
  name: users.name,
  timeZone: userProfiles.timeZone,
  emailDeadlineReminders: notificationPreferences.emailDeadlineReminders,
  pushDeadlineReminders: notificationPreferences.pushDeadlineReminders,
  daysBeforeDeadline: notificationPreferences.daysBeforeDeadline,
};
export type ClaimRow = typeof reminderClaims.$inferSelect;
export type JobRow = typeof scheduledJobs.$inferSelect;

/** SQL for the deadline check: candidates, the once-only claims and the run log (scheduled_jobs). */
export function createDeadlineCheckRepo(db: Database) {
  function candidates() {
    return db
      .select(candidateColumns)
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .leftJoin(scholarships, scholarshipJoin)
      .leftJoin(internships, internshipJoin);
  }

  /** Failed, or claimed (or taken for a retry) before `staleBefore` and never finished. */
  const retryableClaim = (staleBefore: Date) =>
    or(
      eq(reminderClaims.status, 'failed'),
      and(inArray(reminderClaims.status, ['claimed', 'retrying']), lt(reminderClaims.claimedAt, staleBefore)),
    );

  return {
    /** Pending applications whose deadline falls between the two dates (inclusive). */
    async dueBetween(from: string, to: string) {
      return candidates()
        .where(and(inArray(applications.status, [...REMINDABLE_STATUSES]), between(deadline, from, to)))
        .orderBy(applications.id);
    },

    /**
     * The candidate rows of claims whose e-mail may be retried, with the claim: failed ones, and
     * ones still in flight since before `staleBefore` (their process died between claim and send).
     */
    async retryable(maxAttempts: number, staleBefore: Date) {
      return db
        .select({ ...candidateColumns, claimId: reminderClaims.id, daysBefore: reminderClaims.daysBefore })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .leftJoin(scholarships, scholarshipJoin)
        .leftJoin(internships, internshipJoin)
        .innerJoin(reminderClaims, eq(reminderClaims.applicationId, applications.id))
        .where(
          and(
            retryableClaim(staleBefore),
            lt(reminderClaims.attempts, maxAttempts),
            inArray(applications.status, [...REMINDABLE_STATUSES]),
            // The listing's deadline moved: that claim's reminder no longer applies.
            eq(reminderClaims.deadline, deadline),
          ),
        )
        .orderBy(reminderClaims.id);
    },

    /** The one claim of this reminder; null when another run (or instance) holds it already. */
    async claim(values: typeof reminderClaims.$inferInsert): Promise<ClaimRow | null> {
      const [row] = await db.insert(reminderClaims).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Takes a retryable claim for this run (restarting its clock); false when another run took it first. */
    async takeForRetry(claimId: number, staleBefore: Date, at: Date): Promise<boolean> {
      const rows = await db
        .update(reminderClaims)
        .set({ status: 'retrying', claimedAt: at })
        .where(and(eq(reminderClaims.id, claimId), retryableClaim(staleBefore)))
        .returning({ id: reminderClaims.id });
      return rows.length === 1;
    },

    async markSent(claimIds: number[], at: Date) {
      if (claimIds.length === 0) return;
      await db
        .update(reminderClaims)
        .set({
          status: 'sent',
          emailSent: true,
          attempts: sql`${reminderClaims.attempts} + 1`,
          sentAt: at,
          lastError: null,
        })
        .where(inArray(reminderClaims.id, claimIds));
    },

    async markFailed(claimIds: number[], error: string) {
      if (claimIds.length === 0) return;
      await db
        .update(reminderClaims)
        .set({ status: 'failed', attempts: sql`${reminderClaims.attempts} + 1`, lastError: error })
        .where(inArray(reminderClaims.id, claimIds));
    },

    /** One finished run, for the admin tab's last runs. */
    async recordRun(run: {
      trigger: string;
      startedAt: Date;
      finishedAt: Date;
      status: 'completed' | 'failed';
      result: Record<string, number>;
      error: string | null;
    }) {
      await db.insert(scheduledJobs).values({
        name: 'Deadline reminders',
        type: DEADLINE_CHECK_JOB_TYPE,
        config: { trigger: run.trigger },
        scheduledFor: run.startedAt,
        recurrence: 'hourly',
        status: run.status,
        lastRun: run.finishedAt,
        result: run.result,
        error: run.error,
      });
    },

    async recentRuns(limit: number): Promise<JobRow[]> {
      return db
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.type, DEADLINE_CHECK_JOB_TYPE))
        .orderBy(desc(scheduledJobs.scheduledFor), desc(scheduledJobs.id))
        .limit(limit);
    },
  };
}

export type DeadlineCheckRepo = ReturnType<typeof createDeadlineCheckRepo>;
export type ReminderCandidate = Awaited<ReturnType<DeadlineCheckRepo['dueBetween']>>[number];
