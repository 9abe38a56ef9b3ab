import type { FastifyBaseLogger } from 'fastify';
import {
  hasApplicationAccess,
  paymentMessages,
  PREMIUM_PRICE_PER_WEEK_USD,
  premiumPlan,
  type SubscriptionConfig,
  type SubscriptionState,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/auth.repo';
import { subscriptionIdOf, type StripeGateway, type StripeSubscriptionView } from './stripe-gateway';
import type { SubscriptionsRepo } from './subscriptions.repo';

type Transaction = <T>(fn: (repo: SubscriptionsRepo) => Promise<T>) => Promise<T>;

export interface SubscriptionServiceOptions {
  repo: SubscriptionsRepo;
  transaction: Transaction;
  /** Null when STRIPE_* is not configured: every payment call answers 503. */
  gateway: StripeGateway | null;
  /** Where Stripe's customer portal sends the user back to. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}

// A subscription in these statuses already charges (or tries to): starting another would double-bill.
const CHARGING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);
const EVENT_MEMORY_DAYS = 30;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function unavailable(message: string = paymentMessages.unavailableText) {
  return new AppError(503, 'SERVICE_UNAVAILABLE', message);
}

/**
 * Premium through Stripe (ADR 027). Stripe is the source of truth for subscriptions: events only
 * trigger a re-read, and whatever Stripe answers is stored. Access itself is users'
 * weeklyAccessExpiresAt, read by the one rule in core on every request without calling Stripe.
 */
export function createSubscriptionService(options: SubscriptionServiceOptions) {
  const { repo, transaction, gateway, log } = options;
  const now = options.now ?? (() => new Date());

  function requireGateway(): StripeGateway {
    if (!gateway) throw unavailable();
    return gateway;
  }

  /** A Stripe call that failed for reasons of its own is a 503 with a message, never a 500. */
  async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.warn({ err: error, call: what }, 'stripe call failed');
      throw unavailable(paymentMessages.providerUnavailable);
    }
  }

  /** Stores what Stripe says about one subscription and grants the access it paid for. */
  async function apply(tx: SubscriptionsRepo, userId: number, view: StripeSubscriptionView) {
    await tx.saveSubscription(userId, view, now());
    const paid = view.status === 'active' || view.status === 'trialing';
    // A failed renewal (past_due) never extends: access ends where the last paid period ended.
    if (paid && view.currentPeriodEnd) await tx.extendAccessTo(userId, view.currentPeriodEnd);
  }

  async function stateOf(userId: number): Promise<SubscriptionState> {
    const [identity, current] = await Promise.all([repo.billingIdentity(userId), repo.current(userId)]);
    if (!identity) throw AppError.unauthenticated();
    const at = now();
    const plan = premiumPlan(identity, current, at);
    const renews =
      current !== null &&
      (current.status === 'active' || current.status === 'trialing') &&
      !current.cancelAtPeriodEnd &&
      current.currentPeriodEnd !== null &&
      current.currentPeriodEnd > at;
    return {
      plan,
      hasApplicationAccess: hasApplicationAccess(identity, at),
      accessUntil: plan === 'admin' ? null : iso(identity.weeklyAccessExpiresAt),
      renewsAt: renews ? iso(current.currentPeriodEnd) : null,
      subscription: current && {
        status: current.status,
        currentPeriodEnd: iso(current.currentPeriodEnd),
        cancelAtPeriodEnd: current.cancelAtPeriodEnd,
        paymentFailedAt: iso(current.paymentFailedAt),
      },
      paymentProcessing: current?.status === 'incomplete',
      portalAvailable: gateway !== null && identity.stripeCustomerId !== null,
    };
  }

  /** The user's current subscription, re-read from Stripe and stored; null when there is none. */
  async function refreshCurrent(userId: number, stripe: StripeGateway) {
    const current = await repo.current(userId);
    if (!current) return null;
    const view = await callStripe('retrieve subscription', () =>
      stripe.retrieveSubscription(current.stripeSubscriptionId),
    );
    await transaction((tx) => apply(tx, userId, view));
    return view;
  }

  async function customerOf(user: SessionUser, stripe: StripeGateway): Promise<string> {
    const identity = await repo.billingIdentity(user.id);
    if (!identity) throw AppError.unauthenticated();
    if (identity.stripeCustomerId) return identity.stripeCustomerId;
    const created = await callStripe('create customer', () =>
      stripe.createCustomer({
        id: identity.id,
        registeredAt: identity.registeredAt,
        email: identity.email,
        name: identity.name,
      }),
    );
    return repo.setCustomer(user.id, created);
  }

  async function liveSubscription(user: SessionUser) {
    const current = await repo.current(user.id);
    if (!current || !CHARGING.has(current.status)) throw AppError.notFound(paymentMessages.noSubscription);
    return current;
  }

  return {
    config(): SubscriptionConfig {
      return {
        configured: gateway !== null,
        publishableKey: gateway?.publishableKey ?? null,
        pricePerWeekUsd: PREMIUM_PRICE_PER_WEEK_USD,
      };
    },

    state: (user: SessionUser) => stateOf(user.id),

    /**
     * Creates (or reuses) the customer and an incomplete weekly subscription, and answers the
     * client secret the Payment Element confirms. Refused while a subscription already charges.
     */
    async start(user: SessionUser) {
      const stripe = requireGateway();
      const state = await stateOf(user.id);
      if (state.plan === 'paid' || state.plan === 'admin')
        throw AppError.conflict(paymentMessages.alreadyPremium);
      const current = await refreshCurrent(user.id, stripe);
      if (current && CHARGING.has(current.status)) throw AppError.conflict(paymentMessages.alreadyPremium);
      // A payment started earlier and not finished: the same subscription, the same secret.
      if (current?.status === 'incomplete' && current.clientSecret) {
        return { clientSecret: current.clientSecret, subscriptionId: current.id };
      }
      const customerId = await customerOf(user, stripe);
      const view = await callStripe('create subscription', () =>
        stripe.createSubscription(customerId, user.id, current?.id ?? null),
      );
      await transaction((tx) => apply(tx, user.id, view));
      if (!view.clientSecret) throw unavailable(paymentMessages.providerUnavailable);
      log.info({ userId: user.id, subscriptionId: view.id }, 'subscription started');
      return { clientSecret: view.clientSecret, subscriptionId: view.id };
    },

    /** The success page's check: Stripe's word now, not the return URL's query string. */
    async sync(user: SessionUser) {
      if (gateway) await refreshCurrent(user.id, gateway);
      return stateOf(user.id);
    },

    async cancel(user: SessionUser) {
      const stripe = requireGateway();
      const current = await liveSubscription(user);
      if (current.cancelAtPeriodEnd) throw AppError.conflict(paymentMessages.alreadyCanceled);
      const view = await callStripe('cancel at period end', () =>
        stripe.setCancelAtPeriodEnd(current.stripeSubscriptionId, true),
      );
      await transaction((tx) => apply(tx, user.id, view));
      log.info({ userId: user.id, subscriptionId: view.id }, 'subscription set to cancel at period end');
      return stateOf(user.id);
    },

    async resume(user: SessionUser) {
      const stripe = requireGateway();
      const current = await liveSubscription(user);
      if (!current.cancelAtPeriodEnd) throw AppError.conflict(paymentMessages.notCanceled);
      const view = await callStripe('resume', () =>
        stripe.setCancelAtPeriodEnd(current.stripeSubscriptionId, false),
      );
      await transaction((tx) => apply(tx, user.id, view));
      return stateOf(user.id);
    },

    async portal(user: SessionUser) {
      const stripe = requireGateway();
      const identity = await repo.billingIdentity(user.id);
      if (!identity?.stripeCustomerId) throw AppError.notFound(paymentMessages.noSubscription);
      const customerId = identity.stripeCustomerId;
      try {
        return { url: await stripe.createPortalSession(customerId, `${options.publicUrl}/profile#plan`) };
      } catch (error) {
        log.warn({ err: error }, 'billing portal unavailable');
        throw unavailable(paymentMessages.portalUnavailable);
      }
    },

    /**
     * A Stripe webhook (raw body and its Stripe-Signature header). Unsigned, wrongly signed or
     * stale events are refused with 400; an event id seen before changes nothing.
     */
    async handleWebhook(payload: Buffer, signature: string | undefined) {
      const stripe = requireGateway();
      if (!signature) throw AppError.badRequest(paymentMessages.webhookSignature);
      let event;
      try {
        event = await stripe.verifyEvent(payload, signature);
      } catch (error) {
        log.warn({ reason: (error as Error).message }, 'stripe webhook refused');
        throw AppError.badRequest(paymentMessages.webhookSignature);
      }
      if (await repo.eventSeen(event.id)) return { received: true as const, duplicate: true };

      const subscriptionId = subscriptionIdOf(event);
      const view = subscriptionId
        ? await callStripe('retrieve subscription', () => stripe.retrieveSubscription(subscriptionId))
        : null;
      const userId = view ? ((await repo.userIdByCustomer(view.customerId)) ?? view.userId) : null;
      const known = userId !== null && (await repo.userExists(userId));
      if (view && !known) log.warn({ eventId: event.id, subscriptionId }, 'stripe event for no known user');

      const fresh = await transaction(async (tx) => {
        if (!(await tx.claimEvent(event.id, event.type))) return false;
        if (view && known) {
          await apply(tx, userId, view);
          if (event.type === 'invoice.payment_failed') await renewalFailed(tx, userId, view);
        }
        return true;
      });
      if (fresh) await repo.pruneEvents(new Date(now().getTime() - EVENT_MEMORY_DAYS * 86_400_000));
      return { received: true as const, duplicate: !fresh };
    },

    /** Account deletion: nothing may be charged to a person who no longer has an account. */
    async endForDeletedAccount(userId: number) {
      const live = await repo.liveSubscriptionId(userId);
      if (!live) return;
      if (!gateway) {
        // Payments were configured once and are not now: nothing here can reach Stripe.
        log.warn({ userId, subscriptionId: live }, 'account deleted with a subscription Stripe still holds');
        return;
      }
      await callStripe('cancel for deleted account', () => gateway.cancelNow(live));
      log.info({ userId, subscriptionId: live }, 'subscription cancelled with the account');
    },
  };

  async function renewalFailed(tx: SubscriptionsRepo, userId: number, view: StripeSubscriptionView) {
    await tx.markPaymentFailed(view.id, now());
    await tx.notify(userId, {
      kind: 'payment_failed',
      title: paymentMessages.renewalFailedTitle,
      body: paymentMessages.renewalFailedText,
      link: '/profile#plan',
    });
  }
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
