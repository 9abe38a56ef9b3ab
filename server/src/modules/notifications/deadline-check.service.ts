import {
  addDays,
  NOTIFICATION_DEFAULTS,
  REMINDER_DAYS_BEFORE,
  type DeadlineCheckCounts,
} from '@futurefund/core';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transaction';
import { createDeadlineCheckRepo, type ReminderCandidate } from './deadline-check.repo';
import { daysBetween, localClock, usableTimeZone } from './local-dates';
import { createNotificationsRepo } from './notifications.repo';
import type { ReminderItem, ReminderMailer } from './reminder-mailer';
import { reminderNotification } from './reminder-text';

/** A failed reminder e-mail is tried again by later checks, at most this many times in all. */
export const MAX_REMINDER_ATTEMPTS = 5;
/**
 * A claim still unsent after this long was left by a process that stopped between claiming and
 * sending (a send gives up within minutes): later checks retry it like a failed one.
 */
export const STALE_CLAIM_MINUTES = 15;

export interface DeadlineCheckOptions {
  /** Sends the reminder e-mails; null means in-app reminders only (no e-mail module wired). */
  mailer: ReminderMailer | null;
  /** The zone of users without one in their profile (REMINDER_TZ). */
  defaultTimeZone: string;
  now?: () => Date;
}

export interface DeadlineCheckRequest {
  /** Only users for whom it is this hour now (the hourly schedule); absent: everyone (on demand). */
  localHour?: number;
}

interface DueReminder {
  candidate: ReminderCandidate;
  daysBefore: number;
  claimId?: number;
}

/** The reminder due for this application today in its owner's zone, if any (product §9). */
function dueToday(candidate: ReminderCandidate, now: Date, defaultZone: string, localHour?: number) {
  const clock = localClock(now, usableTimeZone(candidate.timeZone, defaultZone));
  if (localHour !== undefined && clock.hour !== localHour) return null;
  const daysLeft = daysBetween(clock.date, candidate.deadline);
  const allowed = candidate.daysBeforeDeadline ?? NOTIFICATION_DEFAULTS.daysBeforeDeadline;
  const isWindow = (REMINDER_DAYS_BEFORE as readonly number[]).includes(daysLeft);
  return isWindow && daysLeft <= allowed ? daysLeft : null;
}

const wantsEmail = (c: ReminderCandidate) => (c.emailDeadlineReminders ?? true) && Boolean(c.email);
const wantsInApp = (c: ReminderCandidate) => c.pushDeadlineReminders ?? true;

/**
 * The deadline check (product §9, ADR 025): for each pending application whose deadline is 7, 3
 * or 1 days away in its owner's time zone, one claimed reminder — in-app in the claim's
 * transaction, then one e-mail per user listing all of theirs. The claim's unique key makes every
 * reminder go out once, whatever runs at the same time.
 */
export function createDeadlineCheckService(db: Database, options: DeadlineCheckOptions) {
  const repo = createDeadlineCheckRepo(db);
  const inTransaction = transactional(db, (tx) => ({
    claims: createDeadlineCheckRepo(tx),
    notifications: createNotificationsRepo(tx),
  }));
  const now = options.now ?? (() => new Date());

  /** Claims one reminder and writes its in-app notification together; null when taken already. */
  async function claim(candidate: ReminderCandidate, daysBefore: number, at: Date) {
    const email = wantsEmail(candidate) && options.mailer !== null;
    return inTransaction(async ({ claims, notifications }) => {
      const row = await claims.claim({
        applicationId: candidate.applicationId,
        userId: candidate.userId,
        daysBefore,
        deadline: candidate.deadline,
        status: email ? 'claimed' : 'skipped',
        claimedAt: at,
        notified: wantsInApp(candidate),
      });
      if (!row) return null;
      if (wantsInApp(candidate)) await notifications.insert(reminderNotification(candidate, daysBefore, at));
      return row;
    });
  }

  async function sendEmails(byUser: Map<number, DueReminder[]>, counts: DeadlineCheckCounts) {
    const mailer = options.mailer;
    if (!mailer) return;
    for (const due of byUser.values()) {
      const { userId, email, name } = due[0]!.candidate;
      const claimIds = due.map((item) => item.claimId!);
      const items: ReminderItem[] = due.map(({ candidate, daysBefore }) => ({
        applicationId: candidate.applicationId,
        opportunityType: candidate.opportunityType,
        opportunityId: candidate.opportunityId,
        title: candidate.title,
        deadline: candidate.deadline,
        daysLeft: daysBefore,
      }));
      try {
        await mailer.sendDeadlineReminder({ id: userId, email: email!, name }, items);
        await repo.markSent(claimIds, now());
        counts.emails += 1;
      } catch (error) {
        await repo.markFailed(claimIds, error instanceof Error ? error.message : String(error));
        counts.failed += 1;
      }
    }
  }

  /**
   * E-mails of earlier checks that failed or never finished, still relevant and still wanted,
   * taken by this run only.
   */
  async function retries(at: Date): Promise<DueReminder[]> {
    const taken: DueReminder[] = [];
    const staleBefore = new Date(at.getTime() - STALE_CLAIM_MINUTES * 60_000);
    for (const row of await repo.retryable(MAX_REMINDER_ATTEMPTS, staleBefore)) {
      const today = localClock(at, usableTimeZone(row.timeZone, options.defaultTimeZone)).date;
      if (daysBetween(today, row.deadline) < 1 || !wantsEmail(row)) continue;
      if (await repo.takeForRetry(row.claimId, staleBefore, at))
        taken.push({ candidate: row, daysBefore: row.daysBefore, claimId: row.claimId });
    }
    return taken;
  }

  return {
    async run(request: DeadlineCheckRequest = {}): Promise<DeadlineCheckCounts> {
      const at = now();
      const counts: DeadlineCheckCounts = {
        checked: 0,
        reminders: 0,
        emails: 0,
        notifications: 0,
        failed: 0,
      };
      // Local dates lie within a day of the UTC date, so this range holds every 7/3/1-day deadline.
      const utcToday = at.toISOString().slice(0, 10);
      const candidates = await repo.dueBetween(
        utcToday,
        addDays(utcToday, Math.max(...REMINDER_DAYS_BEFORE) + 1),
      );
      const toEmail = new Map<number, DueReminder[]>();
      const queue = (item: DueReminder) =>
        toEmail.set(item.candidate.userId, [...(toEmail.get(item.candidate.userId) ?? []), item]);

      for (const candidate of candidates) {
        counts.checked += 1;
        const daysBefore = dueToday(candidate, at, options.defaultTimeZone, request.localHour);
        if (daysBefore === null || (!wantsEmail(candidate) && !wantsInApp(candidate))) continue;
        const claimed = await claim(candidate, daysBefore, at);
        if (!claimed) continue;
        counts.reminders += 1;
        if (claimed.notified) counts.notifications += 1;
        if (claimed.status === 'claimed') queue({ candidate, daysBefore, claimId: claimed.id });
      }
      if (options.mailer) for (const item of await retries(at)) queue(item);
      await sendEmails(toEmail, counts);
      return counts;
    },
  };
}

export type DeadlineCheckService = ReturnType<typeof createDeadlineCheckService>;
