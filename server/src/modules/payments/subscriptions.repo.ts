import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, stripeEvents, subscriptions, users } from '../../db/schema';
import type { StripeSubscriptionView } from './stripe-gateway';

// Statuses in which a subscription is still the user's current one (it may charge again).
const LIVE_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused'];

/** The payments module's SQL over the database or one transaction (ADR 027); the rules are the service's. */
function statements(db: Database) {
  return {
    /** Who the user is to Stripe, and their access, read fresh (not from the session). */
    async billingIdentity(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          name: users.name,
          role: users.role,
          registeredAt: users.createdAt,
          weeklyAccessExpiresAt: users.weeklyAccessExpiresAt,
          stripeCustomerId: users.stripeCustomerId,
          stripeSubscriptionId: users.stripeSubscriptionId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Keeps the first customer id a user got: two racing starts end with the same one. */
    async setCustomer(userId: number, customerId: string): Promise<string> {
      const [row] = await db
        .update(users)
        .set({ stripeCustomerId: sql`coalesce(${users.stripeCustomerId}, ${customerId})` })
        .where(eq(users.id, userId))
        .returning({ customerId: users.stripeCustomerId });
      return row!.customerId!;
    },

    async userIdByCustomer(customerId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.stripeCustomerId, customerId));
      return row?.id ?? null;
    },

    async userExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    /** The subscription users.stripe_subscription_id names, as we last read it. */
    async current(userId: number) {
      const [row] = await db
        .select({
          stripeSubscriptionId: subscriptions.stripeSubscriptionId,
          stripeCustomerId: subscriptions.stripeCustomerId,
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          paymentFailedAt: subscriptions.paymentFailedAt,
          createdAt: subscriptions.createdAt,
        })
        .from(users)
        .innerJoin(subscriptions, eq(subscriptions.stripeSubscriptionId, users.stripeSubscriptionId))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async eventSeen(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stripeEvents.id })
        .from(stripeEvents)
        .where(eq(stripeEvents.id, eventId));
      return row !== undefined;
    },

    /** Records the event id; false when it was already there (a replay, or a parallel delivery). */
    async claimEvent(eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(stripeEvents)
        .values({ id: eventId, type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return rows.length > 0;
    },

    /** Stripe re-delivers for three days; a month of ids is plenty to refuse replays. */
    async pruneEvents(before: Date) {
      await db.delete(stripeEvents).where(lt(stripeEvents.receivedAt, before));
    },

    /**
     * Stores the subscription as Stripe answered it. A live one becomes the user's current
     * subscription; an old one's late events never displace a newer one.
     */
    async saveSubscription(userId: number, view: StripeSubscriptionView, at: Date) {
      const values = {
        userId,
        stripeSubscriptionId: view.id,
        stripeCustomerId: view.customerId,
        status: view.status,
        priceId: view.priceId,
        currentPeriodEnd: view.currentPeriodEnd,
        cancelAtPeriodEnd: view.cancelAtPeriodEnd,
        updatedAt: at,
      };
      const paid = view.status === 'active' || view.status === 'trialing';
      await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.stripeSubscriptionId,
          set: { ...values, ...(paid ? { paymentFailedAt: null } : {}) },
        });
      if (LIVE_STATUSES.includes(view.status)) {
        await db.update(users).set({ stripeSubscriptionId: view.id }).where(eq(users.id, userId));
      }
    },

    /** Premium until `until`, unless the user already has it longer (complimentary, ADR 010). */
    async extendAccessTo(userId: number, until: Date) {
      await db
        .update(users)
        .set({
          weeklyAccessExpiresAt: sql`greatest(coalesce(${users.weeklyAccessExpiresAt}, ${until}), ${until})`,
        })
        .where(eq(users.id, userId));
    },

    async markPaymentFailed(subscriptionId: string, at: Date) {
      await db
        .update(subscriptions)
        .set({ paymentFailedAt: at })
        .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    },

    async notify(userId: number, note: { kind: string; title: string; body: string; link: string }) {
      await db.insert(notifications).values({ userId, ...note });
    },

    /** The live subscription to end when the account goes (account deletion). */
    async liveSubscriptionId(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ id: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            sql`${subscriptions.status} IN (${sql.join(
              LIVE_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )})`,
          ),
        );
      return row?.id ?? null;
    },
  };
}

export function createSubscriptionsRepo(db: Database) {
  return statements(db);
}

export { statements as subscriptionStatements };
export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
