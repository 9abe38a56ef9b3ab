import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PreferencesChanges = Partial<
  Pick<
    PreferencesRow,
    | 'emailFrequency'
    | 'emailDeadlineReminders'
    | 'emailApplicationUpdates'
    | 'emailOpportunityMatches'
    | 'pushDeadlineReminders'
    | 'daysBeforeDeadline'
    | 'priorityThreshold'
  >
>;

/** A user's in-app notifications and notification preferences; every query is scoped to the user. */
export function createNotificationsRepo(db: Database) {
  const own = (userId: number, id: number) => and(eq(notifications.userId, userId), eq(notifications.id, id));

  return {
    async insert(values: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      return row!;
    },

    async newest(userId: number, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Null when the notification is not this user's (or does not exist). Reading twice keeps the first time. */
    async markRead(userId: number, id: number, at: Date): Promise<NotificationRow | null> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(own(userId, id), isNull(notifications.readAt)));
      const [row] = await db.select().from(notifications).where(own(userId, id));
      return row ?? null;
    },

    async markAllRead(userId: number, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async preferences(userId: number): Promise<PreferencesRow | null> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row ?? null;
    },

    /** Creates the row with the table's defaults on first save. */
    async savePreferences(userId: number, changes: PreferencesChanges): Promise<PreferencesRow> {
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...changes })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
