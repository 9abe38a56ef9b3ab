import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/**
 * Every Stripe subscription a user started, as we last read it from Stripe (ADR 027). Only ever
 * written from a subscription object fetched from Stripe, never from a webhook's payload, so the
 * order events arrive in cannot leave an old state behind. `users.stripe_subscription_id` names
 * the current one; access itself lives in `users.weekly_access_expires_at`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text().notNull().unique(),
    stripeCustomerId: text().notNull(),
    /** Stripe's status: incomplete, active, past_due, canceled, … */
    status: text().notNull(),
    priceId: text(),
    currentPeriodEnd: timestamptz(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** Set by invoice.payment_failed, cleared when a payment succeeds. */
    paymentFailedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Stripe event ids already processed: a replayed or re-delivered event changes nothing. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    receivedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('stripe_events_received_idx').on(t.receivedAt)],
);
