import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import qs from 'qs';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe's API at the HTTP boundary (ADR 027): the real SDK talks to it over
 * HTTP, so our gateway's requests, expansions and idempotency keys are the ones production sends.
 * It keeps only what FutureFund uses: customers, subscriptions with their first invoice, the
 * billing portal, products and prices (npm run stripe:setup). Test controls (pay, failRenewal,
 * endPeriod) move a subscription the way Stripe would; `signedEvent` signs with the SDK's helper.
 */
export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_futurefund_fake',
  publishableKey: 'pk_test_futurefund_fake',
  webhookSecret: 'whsec_futurefund_fake_signing_secret',
  priceId: 'price_futurefund_weekly',
} as const;

const WEEK_SECONDS = 7 * 24 * 60 * 60;

interface FakeItem {
  id: string;
  priceId: string;
  periodStart: number;
  periodEnd: number;
}
interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  item: FakeItem;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  metadata: Record<string, string>;
  latestInvoice: string;
  created: number;
}
interface FakeInvoice {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid';
  clientSecret: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

export async function startFakeStripe(options: { periodSeconds?: number } = {}) {
  const customers = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const products = new Map<string, Record<string, unknown>>();
  const prices = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  let periodSeconds = options.periodSeconds ?? WEEK_SECONDS;
  const faults = { portal: false, all: false };

  function invoiceJson(invoice: FakeInvoice, withSecret: boolean) {
    return {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customer,
      status: invoice.status,
      amount_due: 599,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: invoice.subscription, metadata: {} },
      },
      // Stripe sends this only when asked for with expand (the gateway must ask).
      ...(withSecret
        ? { confirmation_secret: { client_secret: invoice.clientSecret, type: 'payment_intent' } }
        : {}),
    };
  }

  function subscriptionJson(subscription: FakeSubscription, expand: string[]) {
    const invoice = invoices.get(subscription.latestInvoice)!;
    const expanded = expand.some((path) => path.startsWith('latest_invoice'));
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      canceled_at: subscription.canceledAt,
      created: subscription.created,
      livemode: false,
      metadata: subscription.metadata,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscription.id}`,
        data: [
          {
            id: subscription.item.id,
            object: 'subscription_item',
            quantity: 1,
            current_period_start: subscription.item.periodStart,
            current_period_end: subscription.item.periodEnd,
            price: prices.get(subscription.item.priceId) ?? {
              id: subscription.item.priceId,
              object: 'price',
              unit_amount: 599,
              currency: 'usd',
              recurring: { interval: 'week', interval_count: 1 },
            },
          },
        ],
      },
      latest_invoice: expanded
        ? invoiceJson(invoice, expand.includes('latest_invoice.confirmation_secret'))
        : invoice.id,
    };
  }

  function subscriptionOf(id: string) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new StripeFailure(404, `No such subscription: '${id}'`);
    return subscription;
  }

  function newInvoice(subscription: string, customer: string): FakeInvoice {
    const invoice: FakeInvoice = {
      id: newId('in'),
      customer,
      subscription,
      status: 'open',
      clientSecret: `${newId('pi')}_secret_${randomBytes(6).toString('hex')}`,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  const asList = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.map(String)
      : value && typeof value === 'object'
        ? Object.values(value).map(String)
        : [];

  function handle(method: string, path: string, params: Record<string, unknown>): unknown {
    const expand = asList(params.expand);
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = String(params.customer);
      if (!customers.has(customer)) throw new StripeFailure(400, `No such customer: '${customer}'`);
      const [item] = asList(
        (params.items as unknown[] | undefined)?.map((entry) => (entry as { price: string }).price),
      );
      const id = newId('sub');
      const invoice = newInvoice(id, customer);
      const start = nowSeconds();
      const subscription: FakeSubscription = {
        id,
        customer,
        status: params.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
        item: { id: newId('si'), priceId: item ?? '', periodStart: start, periodEnd: start + periodSeconds },
        cancelAtPeriodEnd: false,
        canceledAt: null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        latestInvoice: invoice.id,
        created: start,
      };
      subscriptions.set(id, subscription);
      return subscriptionJson(subscription, expand);
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = subscriptionOf(match[1]!);
      if (method === 'GET') return subscriptionJson(subscription, expand);
      if (method === 'POST') {
        if (subscription.status === 'canceled')
          throw new StripeFailure(
            400,
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
          subscription.canceledAt = subscription.cancelAtPeriodEnd ? nowSeconds() : null;
        }
        return subscriptionJson(subscription, expand);
      }
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceledAt = nowSeconds();
        return subscriptionJson(subscription, expand);
      }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (faults.portal)
        throw new StripeFailure(
          400,
          'No configuration provided and your test mode default configuration has not been created.',
        );
      if (!customers.has(String(params.customer)))
        throw new StripeFailure(400, `No such customer: '${String(params.customer)}'`);
      return {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.com/p/session/test_${randomBytes(6).toString('hex')}`,
      };
    }
    if (method === 'POST' && path === '/v1/products') {
      const product = {
        id: newId('prod'),
        object: 'product',
        name: params.name,
        metadata: params.metadata ?? {},
      };
      products.set(product.id, product);
      return product;
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = {
        id: newId('price'),
        object: 'price',
        product: params.product,
        unit_amount: Number(params.unit_amount),
        currency: params.currency,
        lookup_key: params.lookup_key ?? null,
        recurring: { interval: (params.recurring as { interval: string }).interval, interval_count: 1 },
      };
      prices.set(price.id, price);
      return price;
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = asList(params.lookup_keys);
      const data = [...prices.values()].filter((price) => keys.includes(String(price.lookup_key)));
      return { object: 'list', data, has_more: false, url: '/v1/prices' };
    }
    throw new StripeFailure(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.stripe');
      const params = qs.parse(
        request.method === 'GET' || request.method === 'DELETE' ? url.search.slice(1) : raw,
      ) as Record<string, unknown>;
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey: key, params });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (faults.all)
        return send(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
      const remembered = key ? idempotent.get(`${url.pathname}|${key}`) : undefined;
      if (remembered) {
        if (remembered.params !== raw)
          return send(400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        return send(remembered.status, remembered.body);
      }
      let status = 200;
      let body: unknown;
      try {
        body = handle(request.method ?? 'GET', url.pathname, params);
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        status = error.status;
        body = { error: { type: error.type, message: error.message } };
      }
      if (key && request.method === 'POST')
        idempotent.set(`${url.pathname}|${key}`, { params: raw, status, body });
      send(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    faults,
    /** STRIPE_* environment for an app that should talk to this server. */
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
      STRIPE_PRICE_ID: FAKE_STRIPE_KEYS.priceId,
      STRIPE_API_URL: url,
    },
    setPeriodSeconds(seconds: number) {
      periodSeconds = seconds;
    },
    subscription: (id: string) => subscriptionOf(id),
    subscriptionsOf: (customer: string) => [...subscriptions.values()].filter((s) => s.customer === customer),
    customerCount: () => customers.size,

    /** The customer confirmed the first payment (or a renewal charged): active for a new period. */
    pay(id: string) {
      const subscription = subscriptionOf(id);
      const invoice = invoices.get(subscription.latestInvoice)!;
      invoice.status = 'paid';
      if (subscription.status !== 'incomplete') {
        const start = subscription.item.periodEnd;
        subscription.item = { ...subscription.item, periodStart: start, periodEnd: start + periodSeconds };
      }
      subscription.status = 'active';
      return { subscription: subscriptionJson(subscription, []), invoice: invoiceJson(invoice, false) };
    },

    /** A renewal whose charge failed: Stripe opens the next period and marks it past_due. */
    failRenewal(id: string) {
      const subscription = subscriptionOf(id);
      const start = subscription.item.periodEnd;
      subscription.item = { ...subscription.item, periodStart: start, periodEnd: start + periodSeconds };
      const invoice = newInvoice(subscription.id, subscription.customer);
      subscription.latestInvoice = invoice.id;
      subscription.status = 'past_due';
      return { subscription: subscriptionJson(subscription, []), invoice: invoiceJson(invoice, false) };
    },

    /** The period ran out on a subscription set to cancel: Stripe cancels it. */
    endPeriod(id: string) {
      const subscription = subscriptionOf(id);
      if (!subscription.cancelAtPeriodEnd) throw new Error('endPeriod: the subscription renews instead');
      subscription.status = 'canceled';
      return { subscription: subscriptionJson(subscription, []) };
    },

    /** A webhook event as Stripe would send it for `object`. */
    event(type: string, object: unknown): Stripe.Event {
      return {
        id: newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: nowSeconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      } as unknown as Stripe.Event;
    },

    /** The body and Stripe-Signature header for `event`, signed with the SDK's own test helper. */
    sign(event: Stripe.Event, options: { secret?: string; timestamp?: number } = {}) {
      const payload = JSON.stringify(event, null, 2);
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_STRIPE_KEYS.webhookSecret,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      });
      return { payload, header };
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
