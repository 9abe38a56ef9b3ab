import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  endpointUrl,
  profileApi,
  supportApi,
  type SupportMessageRequest,
} from '@futurefund/core';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { createThrottleRepo } from '../auth/throttle.repo';
import { createSupportRepo } from './support.repo';
import { createSupportService, SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR } from './support.service';

const SUPPORT = 'help@ff.example';
const valid: SupportMessageRequest = {
  name: 'Dana Reyes',
  email: 'dana@example.org',
  topic: 'billing',
  message: 'My Premium renewal date looks wrong on the profile page.',
};

describe('support (GET /api/support, POST /api/support/messages)', () => {
  let ctx: TestContext;
  let address = 0;
  /** Each test writes from its own client address, so the throttle of one does not spill over. */
  const nextAddress = () => `10.1.0.${++address}`;

  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ SUPPORT_EMAIL: SUPPORT, PUBLIC_URL: 'https://ff.example' }) });
  });
  afterAll(() => ctx.close());

  // Plain inject from the endpoint object: the client address is the point of the throttle tests,
  // and injectAs carries only headers and a payload (a spoofed X-Forwarded-For would be ignored).
  const send = (payload: unknown, options: { cookie?: string; from?: string } = {}) =>
    ctx.app.inject({
      method: supportApi.send.method,
      url: endpointUrl(supportApi.send),
      payload: payload as object,
      remoteAddress: options.from ?? nextAddress(),
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  /** After any forwarding still running, so a row's status is final when compared. */
  const rows = async () => {
    await ctx.app.services.settled();
    return ctx.database.query<{
      id: number;
      user_id: number | null;
      email: string;
      topic: string;
      status: string;
    }>('SELECT id, user_id, email, topic, status FROM support_messages ORDER BY id');
  };
  const outbox = (kind = 'support_message') =>
    ctx.database.query<{
      to_address: string;
      subject: string;
      text: string;
      headers: Record<string, string>;
    }>('SELECT to_address, subject, text, headers FROM email_outbox WHERE kind = $1 ORDER BY id', [kind]);

  it('shows the support address to anyone', async () => {
    const answer = await injectAs(ctx.app, null, supportApi.contact);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ email: SUPPORT });
  });

  it('stores a message and forwards it to support with Reply-To the sender', async () => {
    const before = (await rows()).length;
    const answer = await send(valid);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ success: true, message: contactMessages.sent });
    await ctx.app.services.settled();

    const stored = (await rows()).slice(before);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      user_id: null,
      email: valid.email,
      topic: 'billing',
      status: 'forwarded',
    });
    const mail = (await outbox()).at(-1)!;
    expect(mail.to_address).toBe(SUPPORT);
    expect(mail.subject).toBe(`[Support #${stored[0]!.id}] Premium and billing — from Dana Reyes`);
    expect(mail.headers['reply-to']).toBe('dana@example.org');
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain('Account: not signed in');
    expect(mail.headers).not.toHaveProperty('list-unsubscribe');
  });

  it('links a signed-in sender, names the account in the mail, and exports the message', async () => {
    const user = await buildUser(ctx.database, { email: 'kim@example.org' });
    const cookie = await signIn(ctx.app, user);
    const answer = await send({ ...valid, email: 'kim@example.org', topic: 'privacy' }, { cookie });
    expect(answer.statusCode).toBe(201);
    await ctx.app.services.settled();
    expect((await rows()).at(-1)).toMatchObject({ user_id: user.id, topic: 'privacy' });
    expect((await outbox()).at(-1)!.text).toContain(`Account: signed in as ${user.username}`);

    const exported = await injectAs(ctx.app, cookie, profileApi.exportData);
    expect(exported.json().supportMessages).toEqual([
      expect.objectContaining({ topic: 'privacy', message: valid.message, status: 'forwarded' }),
    ]);
  });

  it.each([
    [{ ...valid, name: '  ' }, 'name', contactMessages.nameRequired],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', contactMessages.nameMax],
    [{ ...valid, email: 'not-an-address' }, 'email', contactMessages.email],
    [{ ...valid, topic: 'gossip' }, 'topic', contactMessages.topic],
    [{ ...valid, message: 'too short' }, 'message', contactMessages.messageMin],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', contactMessages.messageMax],
    [{ name: 'Dana', email: 'dana@example.org', topic: 'other' }, 'message', contactMessages.messageMin],
  ])('refuses %j with the exact message and stores nothing', async (payload, path, message) => {
    const before = await rows();
    const answer = await send(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toContainEqual({ path, message });
    expect(await rows()).toEqual(before);
  });

  it('refuses control characters, storing nothing', async () => {
    const before = await rows();
    const answer = await send({ ...valid, message: 'Hello\u0000 there, support team' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('message: must not contain control characters');
    expect(await rows()).toEqual(before);
  });

  it(`answers 429 with Retry-After after ${SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR} messages an hour from one address`, async () => {
    const from = nextAddress();
    for (let i = 0; i < SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR; i += 1)
      expect((await send(valid, { from })).statusCode).toBe(201);
    const before = await rows();
    const refused = await send(valid, { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(contactMessages.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await rows()).toEqual(before);
    expect((await send(valid)).statusCode).toBe(201); // another address is not affected
  });

  it('keeps a message whose forwarding failed, marked failed', async () => {
    const repo = createSupportRepo(ctx.database.db);
    const errors: unknown[] = [];
    const service = createSupportService({
      repo,
      throttle: createThrottleRepo(ctx.database.db),
      supportEmail: SUPPORT,
      forward: () => Promise.reject(new Error('mail server down')),
      runInBackground: (_what, work) => void work().catch((error: unknown) => errors.push(error)),
    });
    await service.send(null, { ...valid, name: 'Failing Forward' }, nextAddress());
    await expect.poll(() => errors.length).toBe(1);
    const [row] = await ctx.database.query<{ status: string; forwarded_at: Date | null }>(
      "SELECT status, forwarded_at FROM support_messages WHERE name = 'Failing Forward'",
    );
    expect(row).toEqual({ status: 'failed', forwarded_at: null });
  });
});
