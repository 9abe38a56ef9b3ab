import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessApi,
  addDays,
  adminApi,
  applicationsApi,
  deadlineToday,
  paymentMessages,
  profileApi,
  subscriptionApi,
  trackerMessages,
  type AnyEndpoint,
} from '@futurefund/core';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildScholarship, buildUser, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';

// Premium against a local fake of Stripe's API (ADR 027): the real SDK, real signatures.
describe('Premium subscriptions through Stripe', () => {
  let ctx: TestContext;
  let stripe: FakeStripe;
  let scholarshipId: number;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createTestApp({ env: testEnv(stripe.env) });
    scholarshipId = (
      await buildScholarship(ctx.database, { title: 'Premium Award', deadline: addDays(deadlineToday(), 30) })
    ).id;
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const call = (endpoint: AnyEndpoint, cookie: Caller) => injectAs(ctx.app, cookie, endpoint);
  const state = async (cookie: string) => (await call(subscriptionApi.state, cookie)).json();
  const start = (cookie: string) => call(subscriptionApi.start, cookie);
  const deliver = (event: ReturnType<FakeStripe['event']>, sign: Parameters<FakeStripe['sign']>[1] = {}) => {
    const { payload, header } = stripe.sign(event, sign);
    return injectAs(ctx.app, null, subscriptionApi.webhook, undefined, {
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  };
  /** The first payment succeeds in Stripe and Stripe tells us (invoice.paid). */
  const payAndNotify = async (subscriptionId: string) => {
    const { invoice } = stripe.pay(subscriptionId);
    const response = await deliver(stripe.event('invoice.paid', invoice));
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const newStudent = async () => {
    const user = await buildUser(ctx.database, { email: `s${Date.now()}${Math.random()}@example.org` });
    return { user, cookie: await signIn(ctx.app, user) };
  };
  const trackedApplication = async (cookie: string) =>
    (
      await injectAs(ctx.app, cookie, applicationsApi.save, {
        body: { opportunityId: scholarshipId, opportunityType: 'scholarship', status: 'interested' },
      })
    ).json().id as number;
  const moveTo = (cookie: string, id: number, status: string) =>
    injectAs(ctx.app, cookie, applicationsApi.update, { params: { id }, body: { status } });
  const storedEvents = async () =>
    Number((await ctx.database.query<{ n: string }>('SELECT count(*) AS n FROM stripe_events'))[0]!.n);

  it('says payments are configured and which publishable key Stripe.js uses', async () => {
    const response = await call(subscriptionApi.config, null);
    expect(response.json()).toEqual({
      configured: true,
      publishableKey: stripe.env.STRIPE_PUBLISHABLE_KEY,
      pricePerWeekUsd: 5.99,
    });
  });

  it('subscribe → signed webhook → Premium: status tracking works and renews at the period end', async () => {
    const { cookie } = await newStudent();
    const applicationId = await trackedApplication(cookie);
    expect((await moveTo(cookie, applicationId, 'applied')).json().message).toBe(
      trackerMessages.premiumRequired,
    );

    const started = await start(cookie);
    expect(started.statusCode).toBe(201);
    const { clientSecret, subscriptionId } = started.json();
    expect(clientSecret).toMatch(/^pi_.+_secret_/);
    const pending = await state(cookie);
    expect(pending).toMatchObject({ plan: 'free', hasApplicationAccess: false, paymentProcessing: true });

    expect(await payAndNotify(subscriptionId)).toEqual({ received: true, duplicate: false });
    const periodEnd = new Date(stripe.subscription(subscriptionId).item.periodEnd * 1000).toISOString();
    expect(await state(cookie)).toEqual({
      plan: 'paid',
      hasApplicationAccess: true,
      accessUntil: periodEnd,
      renewsAt: periodEnd,
      subscription: {
        status: 'active',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        paymentFailedAt: null,
      },
      paymentProcessing: false,
      portalAvailable: true,
    });
    const access = await injectAs(ctx.app, cookie, accessApi.check);
    expect(access.json().hasApplicationAccess).toBe(true);
    expect((await moveTo(cookie, applicationId, 'applied')).statusCode).toBe(200);
    // A second subscription while this one charges would bill twice.
    expect((await start(cookie)).json()).toMatchObject({
      code: 'CONFLICT',
      message: paymentMessages.alreadyPremium,
    });
  });

  it('sends an idempotency key with every create call, and a started payment is reused, not doubled', async () => {
    const { user, cookie } = await newStudent();
    const before = stripe.requests.length;
    const [first, second] = await Promise.all([start(cookie), start(cookie)]);
    const again = await start(cookie);
    const secrets = [first, second, again].map((response) => response.json().clientSecret);
    expect(new Set(secrets).size).toBe(1);
    const creates = stripe.requests.slice(before).filter((request) => request.method === 'POST');
    expect(creates.length).toBeGreaterThan(0);
    for (const request of creates)
      expect(request.idempotencyKey).toMatch(/^futurefund-(customer|subscription)-/);
    const [row] = await ctx.database.query<{ stripe_customer_id: string }>(
      'SELECT stripe_customer_id FROM users WHERE id = $1',
      [user.id],
    );
    expect(stripe.subscriptionsOf(row!.stripe_customer_id)).toHaveLength(1);
  });

  it('syncs from Stripe on the success page even before the webhook arrives', async () => {
    const { cookie } = await newStudent();
    const { subscriptionId } = (await start(cookie)).json();
    stripe.pay(subscriptionId);
    const synced = await call(subscriptionApi.sync, cookie);
    expect(synced.json()).toMatchObject({
      plan: 'paid',
      hasApplicationAccess: true,
      paymentProcessing: false,
    });
  });

  it('cancel: access continues to the period end, resume undoes it, then the period ends and access with it', async () => {
    stripe.setPeriodSeconds(3);
    try {
      const { cookie } = await newStudent();
      const applicationId = await trackedApplication(cookie);
      const { subscriptionId } = (await start(cookie)).json();
      await payAndNotify(subscriptionId);
      const periodEnd = new Date(stripe.subscription(subscriptionId).item.periodEnd * 1000).toISOString();

      const cancelled = await call(subscriptionApi.cancel, cookie);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        plan: 'paid',
        hasApplicationAccess: true,
        accessUntil: periodEnd,
        renewsAt: null,
        subscription: { cancelAtPeriodEnd: true },
      });
      expect(stripe.subscription(subscriptionId).cancelAtPeriodEnd).toBe(true);
      expect((await call(subscriptionApi.cancel, cookie)).json().message).toBe(
        paymentMessages.alreadyCanceled,
      );
      expect((await moveTo(cookie, applicationId, 'applied')).statusCode).toBe(200);

      const resumed = await call(subscriptionApi.resume, cookie);
      expect(resumed.json()).toMatchObject({
        renewsAt: periodEnd,
        subscription: { cancelAtPeriodEnd: false },
      });
      await call(subscriptionApi.cancel, cookie);

      await new Promise((resolve) => setTimeout(resolve, Date.parse(periodEnd) - Date.now() + 100));
      const { subscription } = stripe.endPeriod(subscriptionId);
      expect((await deliver(stripe.event('customer.subscription.deleted', subscription))).statusCode).toBe(
        200,
      );
      expect(await state(cookie)).toMatchObject({
        plan: 'free',
        hasApplicationAccess: false,
        accessUntil: periodEnd,
        subscription: { status: 'canceled' },
      });
      expect((await moveTo(cookie, applicationId, 'interviewing')).json().code).toBe('PREMIUM_REQUIRED');

      // Re-subscribing starts a new subscription and brings access back.
      const again = (await start(cookie)).json();
      expect(again.subscriptionId).not.toBe(subscriptionId);
      await payAndNotify(again.subscriptionId);
      expect((await state(cookie)).plan).toBe('paid');
    } finally {
      stripe.setPeriodSeconds(7 * 24 * 60 * 60);
    }
  });

  it('a failed renewal keeps access only to the end of the paid period and tells the user', async () => {
    const { user, cookie } = await newStudent();
    const { subscriptionId } = (await start(cookie)).json();
    await payAndNotify(subscriptionId);
    const paidUntil = (await state(cookie)).accessUntil;

    const { invoice } = stripe.failRenewal(subscriptionId);
    expect((await deliver(stripe.event('invoice.payment_failed', invoice))).statusCode).toBe(200);
    const after = await state(cookie);
    expect(after).toMatchObject({ plan: 'paid', accessUntil: paidUntil, renewsAt: null });
    expect(after.subscription.status).toBe('past_due');
    expect(after.subscription.paymentFailedAt).not.toBeNull();
    const notes = await ctx.database.query<{ title: string; body: string; link: string }>(
      'SELECT title, body, link FROM notifications WHERE user_id = $1',
      [user.id],
    );
    expect(notes).toEqual([
      {
        title: paymentMessages.renewalFailedTitle,
        body: paymentMessages.renewalFailedText,
        link: '/profile#plan',
      },
    ]);
    expect((await start(cookie)).statusCode).toBe(409);
  });

  describe('webhook refusals: nothing changes', () => {
    it.each([
      ['unsigned', 'none'],
      ['signed with another secret', 'wrong-secret'],
      ['stale (signed 10 minutes ago)', 'stale'],
      ['tampered after signing', 'tampered'],
    ] as const)('refuses an event %s with 400', async (_case, kind) => {
      const { cookie } = await newStudent();
      const { subscriptionId } = (await start(cookie)).json();
      const { invoice } = stripe.pay(subscriptionId);
      const event = stripe.event('invoice.paid', invoice);
      const signed = stripe.sign(event, {
        ...(kind === 'wrong-secret' ? { secret: 'whsec_someone_else' } : {}),
        ...(kind === 'stale' ? { timestamp: Math.floor(Date.now() / 1000) - 600 } : {}),
      });
      const payload =
        kind === 'tampered' ? signed.payload.replace('invoice.paid', 'invoice.paid ') : signed.payload;
      const events = await storedEvents();
      const response = await injectAs(ctx.app, null, subscriptionApi.webhook, undefined, {
        headers: {
          'content-type': 'application/json',
          ...(kind === 'none' ? {} : { 'stripe-signature': signed.header }),
        },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: paymentMessages.webhookSignature,
      });
      expect(await storedEvents()).toBe(events);
      expect(await state(cookie)).toMatchObject({ plan: 'free', hasApplicationAccess: false });
    });

    it('processes a replayed event once: the second delivery reads nothing from Stripe', async () => {
      const { cookie } = await newStudent();
      const { subscriptionId } = (await start(cookie)).json();
      const { invoice } = stripe.pay(subscriptionId);
      const event = stripe.event('invoice.paid', invoice);
      expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
      const accessUntil = (await state(cookie)).accessUntil;
      const reads = stripe.requests.length;
      expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
      expect(stripe.requests.length).toBe(reads);
      expect((await state(cookie)).accessUntil).toBe(accessUntil);
    });

    it('trusts Stripe, not the payload: a forged "active" body for an unpaid subscription grants nothing', async () => {
      const { cookie } = await newStudent();
      const { subscriptionId } = (await start(cookie)).json();
      const forged = {
        ...stripe.subscription(subscriptionId),
        object: 'subscription',
        id: subscriptionId,
        status: 'active',
      };
      expect((await deliver(stripe.event('customer.subscription.updated', forged))).statusCode).toBe(200);
      expect(await state(cookie)).toMatchObject({
        plan: 'free',
        hasApplicationAccess: false,
        paymentProcessing: true,
      });
    });

    it('acknowledges events it has no use for', async () => {
      const response = await deliver(stripe.event('customer.created', { object: 'customer', id: 'cus_x' }));
      expect(response.json()).toEqual({ received: true, duplicate: false });
    });
  });

  it("opens Stripe's customer portal, and says so when the portal is unavailable", async () => {
    const { cookie } = await newStudent();
    expect((await call(subscriptionApi.portal, cookie)).statusCode).toBe(404);
    const { subscriptionId } = (await start(cookie)).json();
    await payAndNotify(subscriptionId);
    const portal = await call(subscriptionApi.portal, cookie);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const returnUrl = stripe.requests.at(-1)!.params.return_url;
    expect(returnUrl).toMatch(/\/profile#plan$/);
    stripe.faults.portal = true;
    try {
      const refused = await call(subscriptionApi.portal, cookie);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(paymentMessages.portalUnavailable);
    } finally {
      stripe.faults.portal = false;
    }
  });

  it('answers 503 with a clear message when Stripe fails, and stores nothing', async () => {
    const { user, cookie } = await newStudent();
    stripe.faults.all = true;
    try {
      const response = await start(cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(paymentMessages.providerUnavailable);
    } finally {
      stripe.faults.all = false;
    }
    const rows = await ctx.database.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  }, 20_000);

  it('shows complimentary Premium as complimentary, and admins as admins', async () => {
    const until = new Date(Date.now() + 10 * 86_400_000);
    const lucky = await buildUser(ctx.database, { weeklyAccessExpiresAt: until });
    expect(await state(await signIn(ctx.app, lucky))).toMatchObject({
      plan: 'complimentary',
      accessUntil: until.toISOString(),
      renewsAt: null,
      subscription: null,
    });
    const admin = await buildUser(ctx.database, { role: 'admin' });
    expect(await state(await signIn(ctx.app, admin))).toMatchObject({
      plan: 'admin',
      hasApplicationAccess: true,
    });
  });

  it("shows the admin console a paying user's Premium as paid, and refuses to revoke it", async () => {
    const { user, cookie } = await newStudent();
    const { subscriptionId } = (await start(cookie)).json();
    await payAndNotify(subscriptionId);
    const admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    const search = await injectAs(ctx.app, admin, adminApi.searchUsers, { query: { q: user.username } });
    expect(search.json()[0]).toMatchObject({ plan: 'premium', premiumKind: 'paid' });
    const revoke = await injectAs(ctx.app, admin, adminApi.revokeComplimentaryAccess, {
      params: { username: user.username },
      body: { reason: 'Refund request' },
    });
    expect(revoke.statusCode).toBe(409);
  });

  it('cancels the subscription in Stripe when the account is deleted', async () => {
    const { user, cookie } = await newStudent();
    const { subscriptionId } = (await start(cookie)).json();
    await payAndNotify(subscriptionId);
    const response = await injectAs(ctx.app, cookie, profileApi.deleteAccount, {
      body: { confirmUsername: user.username },
    });
    expect(response.statusCode).toBe(200);
    expect(stripe.subscription(subscriptionId).status).toBe('canceled');
  });

  it('needs a signed-in user for every call but the config and the webhook', async () => {
    for (const endpoint of [
      subscriptionApi.state,
      subscriptionApi.start,
      subscriptionApi.sync,
      subscriptionApi.cancel,
      subscriptionApi.resume,
      subscriptionApi.portal,
    ]) {
      expect((await call(endpoint, null)).statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });

  it('refuses cancel and resume without a subscription to act on', async () => {
    const { cookie } = await newStudent();
    expect((await call(subscriptionApi.cancel, cookie)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: paymentMessages.noSubscription,
    });
    expect((await call(subscriptionApi.resume, cookie)).statusCode).toBe(404);
  });
});

describe('Premium when Stripe is not configured', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  it('says so in the config, and every payment call answers 503 with the product text', async () => {
    const config = await injectAs(ctx.app, null, subscriptionApi.config);
    expect(config.json()).toEqual({ configured: false, publishableKey: null, pricePerWeekUsd: 5.99 });
    for (const endpoint of [
      subscriptionApi.start,
      subscriptionApi.cancel,
      subscriptionApi.resume,
      subscriptionApi.portal,
    ]) {
      const response = await injectAs(ctx.app, cookie, endpoint);
      expect(response.statusCode, endpoint.path).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: paymentMessages.unavailableText,
      });
    }
    const webhook = await injectAs(ctx.app, null, subscriptionApi.webhook, undefined, {
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(503);
  });

  it('still answers the state (free) and the success page sync from our database', async () => {
    const state = await injectAs(ctx.app, cookie, subscriptionApi.state);
    expect(state.json()).toMatchObject({ plan: 'free', portalAvailable: false, paymentProcessing: false });
    const synced = await injectAs(ctx.app, cookie, subscriptionApi.sync);
    expect(synced.json().plan).toBe('free');
  });

  it('keeps the Stripe origins out of the content security policy', async () => {
    const response = await injectAs(ctx.app, null, subscriptionApi.config);
    expect(response.headers['content-security-policy']).not.toContain('stripe.com');
  });
});
