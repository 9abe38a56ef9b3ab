import { stringify } from 'csv-stringify/sync';
import type { ContributorAnalytics } from '@futurefund/core';
import type { SessionUser } from '../auth/auth.repo';
import type { AnalyticsRepo, DailyCount, ListingCount, OwnListing } from './analytics.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
type Counts = ContributorAnalytics['totals'];

const key = (row: { type: string; id: number }) => `${row.type}:${row.id}`;
const byListing = <T extends { type: string; id: number }>(rows: T[]) =>
  new Map(rows.map((row) => [key(row), row]));
const byDay = (rows: DailyCount[]) => new Map(rows.map((row) => [row.day, Number(row.n)]));

/** Completion is applied ÷ saved (product §2); with nothing saved there is no rate. */
const rate = (applied: number, saves: number) => (saves === 0 ? null : applied / saves);

function sum(rows: Counts[]): Counts {
  const total = (field: keyof Omit<Counts, 'completionRate'>) => rows.reduce((n, row) => n + row[field], 0);
  const saves = total('saves');
  const applied = total('applied');
  return {
    views: total('views'),
    saves,
    applications: total('applications'),
    applied,
    completionRate: rate(applied, saves),
    statusChanges: total('statusChanges'),
    impressions: total('impressions'),
    clicks: total('clicks'),
  };
}

/** The window's UTC days, oldest first, ending today. */
function windowDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

export interface AnalyticsServiceDeps {
  repo: AnalyticsRepo;
  now?: () => Date;
}

/**
 * Contributor analytics (product §2 Contributor dashboard): views, saves, applications and
 * completion for the contributor's own listings over the last `days` UTC days, per listing, in
 * total and per day. Aggregated counts only.
 */
export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function analytics(actor: SessionUser, days: number): Promise<ContributorAnalytics> {
    const dates = windowDays(now(), days);
    const since = new Date(`${dates[0]}T00:00:00Z`);
    const listings = await repo.listings(actor.id);
    if (listings.length === 0)
      return {
        days,
        totals: sum([]),
        listings: [],
        daily: dates.map((date) => ({ date, views: 0, saves: 0, applications: 0 })),
      };
    const [views, saves, changes, events] = await Promise.all([
      repo.views(listings, dates[0]!),
      repo.saves(listings, since),
      repo.statusChanges(listings, since),
      repo.events(listings, since),
    ]);
    const viewsOf = byListing(views.perListing);
    const savesOf = byListing(saves.perListing);
    const changesOf = byListing(changes);
    const eventCount = (listing: OwnListing, kind: string) =>
      Number(events.perListing.find((row) => key(row) === key(listing) && row.kind === kind)?.n ?? 0);
    const n = (row: ListingCount | undefined) => Number(row?.n ?? 0);

    const perListing = listings.map((listing) => {
      const saved = savesOf.get(key(listing));
      const savesCount = n(saved);
      const applied = Number(saved?.applied ?? 0);
      return {
        ...listing,
        views: n(viewsOf.get(key(listing))),
        saves: savesCount,
        applications: eventCount(listing, 'application'),
        applied,
        completionRate: rate(applied, savesCount),
        statusChanges: n(changesOf.get(key(listing))),
        impressions: eventCount(listing, 'impression'),
        clicks: eventCount(listing, 'click'),
      };
    });
    const viewsByDay = byDay(views.perDay);
    const savesByDay = byDay(saves.perDay);
    const applicationsByDay = byDay(events.applicationsPerDay);
    return {
      days,
      totals: sum(perListing),
      listings: perListing,
      daily: dates.map((date) => ({
        date,
        views: viewsByDay.get(date) ?? 0,
        saves: savesByDay.get(date) ?? 0,
        applications: applicationsByDay.get(date) ?? 0,
      })),
    };
  }

  return {
    analytics,

    /** The per-listing table as CSV (header row first), the same numbers the dashboard shows. */
    async csv(actor: SessionUser, days: number): Promise<string> {
      const { listings } = await analytics(actor, days);
      return stringify(
        listings.map((row) => ({
          ...row,
          completionRate: row.completionRate === null ? '' : row.completionRate.toFixed(2),
        })),
        {
          header: true,
          columns: [
            'type',
            'id',
            'title',
            'status',
            'views',
            'saves',
            'applications',
            'applied',
            'completionRate',
            'statusChanges',
            'impressions',
            'clicks',
          ],
        },
      );
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
