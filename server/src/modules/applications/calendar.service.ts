import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { applicationStatusLabels } from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import type { ApplicationWithOpportunity, ApplicationsRepo } from './applications.repo';
import type { CalendarFeedsRepo } from './calendar-feeds.repo';

const DAY_SECONDS = 24 * 60 * 60;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes in base64url: anything else cannot be a token we made. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The .ics text for these applications: one all-day event per deadline, reminders 7 days and 1 day before. */
export function deadlinesCalendar(rows: ApplicationWithOpportunity[], siteUrl: string): string {
  const calendar = ical({
    name: 'FutureFund deadlines',
    description: 'Deadlines of the opportunities you track on FutureFund',
    prodId: { company: 'FutureFund', product: 'Deadlines', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60, // calendar apps that honour it poll hourly
  });
  for (const row of rows) {
    if (!row.deadline) continue;
    const { application } = row;
    const dashboard = `${siteUrl}/dashboard`;
    calendar.createEvent({
      id: `futurefund-application-${application.id}`,
      start: new Date(`${row.deadline}T00:00:00Z`),
      allDay: true,
      summary: `Deadline: ${row.title ?? 'Removed opportunity'}`,
      description: [
        `Status: ${applicationStatusLabels[application.status]}`,
        row.company ? `Company: ${row.company}` : null,
        row.awardAmount ? `Award: ${row.awardAmount}` : null,
        `Track it on FutureFund: ${dashboard}`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: row.url ?? dashboard,
      alarms: [
        { type: ICalAlarmType.display, trigger: 7 * DAY_SECONDS, description: 'Deadline in a week' },
        { type: ICalAlarmType.display, trigger: DAY_SECONDS, description: 'Deadline tomorrow' },
      ],
    });
  }
  return calendar.toString();
}

/**
 * Deadlines as a calendar: a download for the signed-in user, and a private subscription URL
 * whose token is the only credential (only its SHA-256 is stored; a new one replaces the old).
 */
export function createCalendarService(applications: ApplicationsRepo, feeds: CalendarFeedsRepo) {
  const forUser = async (userId: number, siteUrl: string) =>
    deadlinesCalendar(await applications.openDeadlines(userId), siteUrl);

  return {
    download: (actor: SessionUser, siteUrl: string) => forUser(actor.id, siteUrl),

    /** The feed for a token; 404 when no feed has it (revoked, replaced or made up). */
    async feed(token: string, siteUrl: string) {
      const userId = TOKEN.test(token) ? await feeds.findUserId(hashToken(token)) : undefined;
      if (userId === undefined) throw AppError.notFound('Calendar feed not found.');
      return forUser(userId, siteUrl);
    },

    /** A new secret URL (any earlier one stops working); the token is shown this once. */
    async createFeed(actor: SessionUser, siteUrl: string) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = await feeds.replace(actor.id, hashToken(token));
      return { url: `${siteUrl}/api/calendar/${token}.ics`, createdAt };
    },

    async feedStatus(actor: SessionUser) {
      return { url: null, createdAt: (await feeds.createdAt(actor.id)) ?? null };
    },

    revokeFeed: (actor: SessionUser) => feeds.remove(actor.id),
  };
}
