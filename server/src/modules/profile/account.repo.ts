import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transaction';
import {
  aiGeneratedContent,
  applicationDocuments,
  applications,
  applicationStatusHistory,
  authActivityLogs,
  calendarFeeds,
  internships,
  newsletterSubscribers,
  notificationPreferences,
  recommendationEvents,
  recommendations,
  scholarshipSubmissions,
  scholarships,
  sessions,
  supportMessages,
  userDocuments,
  users,
} from '../../db/schema';

/** What the export carries beside the profile, applications and documents (read as stored). */
function exportStatements(db: Database) {
  return {
    recommendations: (userId: number) =>
      db.select().from(recommendations).where(eq(recommendations.userId, userId)),
    recommendationEvents: (userId: number) =>
      db.select().from(recommendationEvents).where(eq(recommendationEvents.userId, userId)),
    notificationPreferences: (userId: number) =>
      db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .then((rows) => rows.map(({ pushToken: _token, ...rest }) => rest)),
    /** The newsletter subscription linked to the account (ADR 030): never its tokens. */
    newsletter: (userId: number) =>
      db
        .select({
          email: newsletterSubscribers.email,
          status: newsletterSubscribers.status,
          subscribedAt: newsletterSubscribers.createdAt,
          confirmedAt: newsletterSubscribers.confirmedAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
          lastDigestAt: newsletterSubscribers.lastDigestAt,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.userId, userId)),
    submissions: (userId: number) =>
      db.select().from(scholarshipSubmissions).where(eq(scholarshipSubmissions.submitterId, userId)),
    /** Contact-page messages the user sent while signed in (deletion keeps them, unlinked). */
    supportMessages: (userId: number) =>
      db
        .select({
          name: supportMessages.name,
          email: supportMessages.email,
          topic: supportMessages.topic,
          message: supportMessages.message,
          status: supportMessages.status,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .where(eq(supportMessages.userId, userId))
        .orderBy(supportMessages.id),
    signInHistory: (userId: number) =>
      db
        .select({
          action: authActivityLogs.action,
          status: authActivityLogs.status,
          ipAddress: authActivityLogs.ipAddress,
          userAgent: authActivityLogs.userAgent,
          createdAt: authActivityLogs.createdAt,
        })
        .from(authActivityLogs)
        .where(eq(authActivityLogs.userId, userId)),
  };
}

async function count(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

/** Counts, then deletes: the user row goes last and takes the cascading rows with it. */
function deletionStatements(db: Database) {
  const ownApplications = (userId: number) =>
    db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
  return {
    async countOwned(userId: number) {
      return {
        applications: await count(db, applications, eq(applications.userId, userId)),
        applicationHistory: await count(
          db,
          applicationStatusHistory,
          inArray(applicationStatusHistory.applicationId, ownApplications(userId)),
        ),
        documents: await count(db, userDocuments, eq(userDocuments.userId, userId)),
        applicationDocuments: await count(db, applicationDocuments, eq(applicationDocuments.userId, userId)),
        recommendations: await count(db, recommendations, eq(recommendations.userId, userId)),
        recommendationEvents: await count(db, recommendationEvents, eq(recommendationEvents.userId, userId)),
        aiContent: await count(db, aiGeneratedContent, eq(aiGeneratedContent.userId, userId)),
        submissions: await count(db, scholarshipSubmissions, eq(scholarshipSubmissions.submitterId, userId)),
        sessions: await count(db, sessions, eq(sessions.userId, userId)),
        signInHistory: await count(db, authActivityLogs, eq(authActivityLogs.userId, userId)),
        calendarFeeds: await count(db, calendarFeeds, eq(calendarFeeds.userId, userId)),
        anonymisedListings:
          (await count(db, scholarships, eq(scholarships.contributorId, userId))) +
          (await count(db, internships, eq(internships.contributorId, userId))),
      };
    },

    /** Locks the user's row so two deletions (or a login) cannot interleave. */
    async lockUser(userId: number) {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ?? null;
    },

    /**
     * Sign-in history would outlive the account as "set null" rows still holding addresses and
     * browsers, so it goes explicitly; the catalog's contributor and reviewer links are set null
     * by their foreign keys (the listings stay, anonymised); everything else cascades.
     */
    async deleteUser(userId: number) {
      // The schema sets a subscriber's user null; a deleted account's subscription goes with it.
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.userId, userId));
      await db.delete(authActivityLogs).where(eq(authActivityLogs.userId, userId));
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}

export function createAccountRepo(db: Database) {
  return {
    ...exportStatements(db),
    transaction: transactional(db, deletionStatements),
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
