import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { loadOnFirstUse } from '../../lib/load-on-first-use';

/** The four STRIPE_* settings (all or none, see env.ts), and where the SDK sends its calls. */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  priceId: string;
  /** STRIPE_API_URL: a local fake or stripe-mock; unset, Stripe's own servers. */
  apiUrl?: string;
}

/** Signatures older than this are refused, so a captured event cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** One Stripe subscription as our rules read it. */
export interface StripeSubscriptionView {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** What Stripe.js confirms the first payment with, while the first invoice is unpaid. */
  clientSecret: string | null;
  /** Our user id, as we stamped it on the subscription when we created it. */
  userId: number | null;
}

const SUBSCRIPTION_EXPAND = ['latest_invoice.confirmation_secret'];

/** Stable idempotency keys: a retried or doubled call answers what the first one created. */
function idempotencyKey(kind: string, ...parts: (string | number)[]) {
  return `futurefund-${kind}-${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 40)}`;
}

function viewOf(subscription: Stripe.Subscription): StripeSubscriptionView {
  const items = subscription.items.data;
  // Since API 2025-03-31 the billing period lives on each item; one price means one item.
  const periodEnd = items.reduce<number | null>(
    (latest, item) =>
      latest === null || item.current_period_end > latest ? item.current_period_end : latest,
    null,
  );
  const invoice = subscription.latest_invoice;
  const secret = invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : null;
  const userId = Number(subscription.metadata?.userId);
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    priceId: items[0]?.price.id ?? null,
    currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    clientSecret: secret ?? null,
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
  };
}

/** The subscription an event is about: the object itself, or the invoice's parent subscription. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; parent?: Stripe.Invoice['parent'] };
  if (object.object === 'subscription' && typeof object.id === 'string') return object.id;
  if (object.object === 'invoice') {
    const parent = object.parent?.subscription_details?.subscription;
    if (typeof parent === 'string') return parent;
    if (parent && typeof parent === 'object') return parent.id;
  }
  return null;
}

/**
 * Every call FutureFund makes to Stripe, through the official SDK (ADR 027). Create calls carry
 * idempotency keys; the webhook's signature is checked with the SDK's own verifier.
 */
export function createStripeGateway(settings: StripeSettings) {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
  // The SDK loads with the first payment call or webhook (ADR 047).
  const client = loadOnFirstUse(async () => {
    const { default: StripeSdk } = await import('stripe');
    return new StripeSdk(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      appInfo: { name: 'FutureFund' },
      ...(url
        ? {
            host: url.hostname,
            port: url.port || (url.protocol === 'https:' ? 443 : 80),
            protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
          }
        : {}),
    });
  });

  return {
    publishableKey: settings.publishableKey,
    priceId: settings.priceId,

    /** `registeredAt` keeps the key unique across databases that reuse user ids. */
    async createCustomer(user: {
      id: number;
      registeredAt: Date;
      email: string | null;
      name: string | null;
    }) {
      const stripe = await client();
      const customer = await stripe.customers.create(
        {
          ...(user.email ? { email: user.email } : {}),
          ...(user.name ? { name: user.name } : {}),
          metadata: { userId: String(user.id) },
        },
        {
          idempotencyKey: idempotencyKey(
            'customer',
            user.id,
            user.registeredAt.getTime(),
            user.email ?? '',
            user.name ?? '',
          ),
        },
      );
      return customer.id;
    },

    /**
     * An incomplete weekly subscription whose first invoice Stripe.js pays. `after` is the
     * subscription it replaces (or none), so a double click reuses one key and one subscription.
     */
    async createSubscription(customerId: string, userId: number, after: string | null) {
      const stripe = await client();
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: settings.priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId: String(userId) },
          expand: SUBSCRIPTION_EXPAND,
        },
        { idempotencyKey: idempotencyKey('subscription', customerId, settings.priceId, after ?? 'first') },
      );
      return viewOf(subscription);
    },

    async retrieveSubscription(id: string) {
      const stripe = await client();
      return viewOf(await stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }));
    },

    async setCancelAtPeriodEnd(id: string, cancel: boolean) {
      const stripe = await client();
      return viewOf(
        await stripe.subscriptions.update(id, { cancel_at_period_end: cancel, expand: SUBSCRIPTION_EXPAND }),
      );
    },

    /** Ends a subscription now (the account is being deleted): nothing more is charged. */
    async cancelNow(id: string) {
      const stripe = await client();
      return viewOf(await stripe.subscriptions.cancel(id));
    },

    async createPortalSession(customerId: string, returnUrl: string) {
      const stripe = await client();
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    /** Throws unless `signature` signs `payload` with our secret within the tolerance. */
    async verifyEvent(payload: Buffer, signature: string): Promise<Stripe.Event> {
      const stripe = await client();
      return stripe.webhooks.constructEvent(
        payload,
        signature,
        settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
