import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import {
  applications,
  notificationPreferences,
  notifications,
  reminderClaims,
  userProfiles,
} from '../src/db/schema';
import type { ReminderItem, ReminderMailer } from '../src/modules/notifications/reminder-mailer';
import { buildInternship, buildScholarship, buildUser } from './factories';

/**
 * Stands in for the e-mail module at the interface this module owns (ADR 025): records every
 * call and fails while `failNext` is above zero. The end-to-end test with the real mailer is the
 * e-mail module's.
 */
export function recordingMailer() {
  const calls: { user: { id: number; email: string; name: string | null }; items: ReminderItem[] }[] = [];
  const mailer: ReminderMailer & { calls: typeof calls; failNext: number } = {
    calls,
    failNext: 0,
    async sendDeadlineReminder(user, items) {
      if (mailer.failNext > 0) {
        mailer.failNext -= 1;
        throw new Error('SMTP 451 try again later');
      }
      calls.push({ user, items });
    },
  };
  return mailer;
}

type Prefs = Partial<typeof notificationPreferences.$inferInsert>;

/** A student with an e-mail, optionally a profile time zone and saved preferences. */
export async function buildReminderUser(
  database: DatabaseHandle,
  options: { timeZone?: string; prefs?: Prefs; email?: string | null } = {},
) {
  const user = await buildUser(database, {
    email:
      options.email === undefined
        ? `student${Math.random().toString(36).slice(2)}@example.com`
        : options.email,
  });
  if (options.timeZone) {
    await database.db.insert(userProfiles).values({ userId: user.id, timeZone: options.timeZone });
  }
  if (options.prefs)
    await database.db.insert(notificationPreferences).values({ userId: user.id, ...options.prefs });
  return user;
}

/** A listing with this deadline saved by the user (status `interested` unless told). */
export async function saveListingDue(
  database: DatabaseHandle,
  userId: number,
  deadline: string,
  options: { type?: 'scholarship' | 'internship'; status?: typeof applications.$inferInsert.status } = {},
) {
  const type = options.type ?? 'scholarship';
  const listing =
    type === 'scholarship'
      ? await buildScholarship(database, { deadline })
      : await buildInternship(database, { deadline });
  const [application] = await database.db
    .insert(applications)
    .values({
      userId,
      opportunityId: listing.id,
      opportunityType: type,
      status: options.status ?? 'interested',
    })
    .returning();
  return { listing, application: application! };
}

export const claimsOf = (database: DatabaseHandle, userId: number) =>
  database.db
    .select()
    .from(reminderClaims)
    .where(eq(reminderClaims.userId, userId))
    .orderBy(reminderClaims.id);

export const notificationsOf = (database: DatabaseHandle, userId: number) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
