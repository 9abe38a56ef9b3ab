import { and, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ApprovalStatus, OpportunityType } from '@futurefund/core';
import type { Database } from '../../db/client';
import {
  applicationStatusHistory,
  applications,
  internships,
  listingDailyViews,
  recommendationEvents,
  scholarships,
} from '../../db/schema';

export interface OwnListing {
  type: OpportunityType;
  id: number;
  title: string;
  status: ApprovalStatus;
}

/** A count per listing, or per UTC day. */
export interface ListingCount {
  type: OpportunityType;
  id: number;
  n: number;
}
export interface DailyCount {
  day: string;
  n: number;
}

/** Tracked applications that moved past Saved (product §4: applied ÷ saved is completion). */
const APPLIED = ['applied', 'interviewing', 'awarded', 'rejected'] as const;

/** Rows about one of `listings` (type and id columns of the counted table). */
function aboutListings(type: AnyPgColumn, id: AnyPgColumn, listings: OwnListing[]): SQL {
  const ofType = (t: OpportunityType) => listings.filter((l) => l.type === t).map((l) => l.id);
  const parts = (['scholarship', 'internship'] as const)
    .filter((t) => ofType(t).length > 0)
    .map((t) => and(eq(type, t), inArray(id, ofType(t)))!);
  return or(...parts)!;
}

const utcDay = (column: AnyPgColumn) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * Aggregated counts for a contributor's listings (product §2 contributor analytics). Only counts
 * leave here: never who viewed, saved or applied.
 */
export function createAnalyticsRepo(db: Database) {
  return {
    async listings(contributorId: number): Promise<OwnListing[]> {
      const own = (t: typeof scholarships | typeof internships) =>
        db
          .select({ id: t.id, title: t.title, status: t.approvalStatus })
          .from(t)
          .where(and(eq(t.contributorId, contributorId), eq(t.isContributorSubmitted, true)))
          .orderBy(t.id);
      const [s, i] = await Promise.all([own(scholarships), own(internships)]);
      return [
        ...s.map((row) => ({ type: 'scholarship' as const, ...row })),
        ...i.map((row) => ({ type: 'internship' as const, ...row })),
      ];
    },

    /** Detail views per listing and per day (listing_daily_views, one row per listing and day). */
    async views(listings: OwnListing[], sinceDay: string) {
      const v = listingDailyViews;
      const where = and(aboutListings(v.opportunityType, v.opportunityId, listings), gte(v.day, sinceDay));
      const [perListing, perDay] = await Promise.all([
        db
          .select({ type: v.opportunityType, id: v.opportunityId, n: sql<number>`sum(${v.views})::int` })
          .from(v)
          .where(where)
          .groupBy(v.opportunityType, v.opportunityId),
        db
          .select({ day: sql<string>`${v.day}::text`, n: sql<number>`sum(${v.views})::int` })
          .from(v)
          .where(where)
          .groupBy(v.day),
      ]);
      return { perListing: perListing as ListingCount[], perDay: perDay as DailyCount[] };
    },

    /** Saves (tracked applications created in the window), and how many of those moved past Saved. */
    async saves(listings: OwnListing[], since: Date) {
      const a = applications;
      const where = and(aboutListings(a.opportunityType, a.opportunityId, listings), gte(a.createdAt, since));
      const [perListing, perDay] = await Promise.all([
        db
          .select({
            type: a.opportunityType,
            id: a.opportunityId,
            n: sql<number>`count(*)::int`,
            applied: sql<number>`(count(*) FILTER (WHERE ${inArray(a.status, [...APPLIED])}))::int`,
          })
          .from(a)
          .where(where)
          .groupBy(a.opportunityType, a.opportunityId),
        db
          .select({ day: utcDay(a.createdAt), n: sql<number>`count(*)::int` })
          .from(a)
          .where(where)
          .groupBy(utcDay(a.createdAt)),
      ]);
      return {
        perListing: perListing as (ListingCount & { applied: number })[],
        perDay: perDay as DailyCount[],
      };
    },

    /** Status changes (not the creation row) of applications to these listings in the window. */
    async statusChanges(listings: OwnListing[], since: Date): Promise<ListingCount[]> {
      const a = applications;
      const h = applicationStatusHistory;
      return (await db
        .select({ type: a.opportunityType, id: a.opportunityId, n: sql<number>`count(*)::int` })
        .from(h)
        .innerJoin(a, eq(a.id, h.applicationId))
        .where(
          and(
            aboutListings(a.opportunityType, a.opportunityId, listings),
            gte(h.changedAt, since),
            isNotNull(h.fromStatus),
          ),
        )
        .groupBy(a.opportunityType, a.opportunityId)) as ListingCount[];
    },

    /** Recommendation events per listing and kind, and 'application' events per day. */
    async events(listings: OwnListing[], since: Date) {
      const e = recommendationEvents;
      const where = and(aboutListings(e.opportunityType, e.opportunityId, listings), gte(e.timestamp, since));
      const [perListing, applicationsPerDay] = await Promise.all([
        db
          .select({
            type: e.opportunityType,
            id: e.opportunityId,
            kind: e.eventType,
            n: sql<number>`count(*)::int`,
          })
          .from(e)
          .where(where)
          .groupBy(e.opportunityType, e.opportunityId, e.eventType),
        db
          .select({ day: utcDay(e.timestamp), n: sql<number>`count(*)::int` })
          .from(e)
          .where(and(where, eq(e.eventType, 'application')))
          .groupBy(utcDay(e.timestamp)),
      ]);
      return { perListing, applicationsPerDay: applicationsPerDay as DailyCount[] };
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
