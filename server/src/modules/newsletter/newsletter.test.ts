import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterApi, newsletterMessages, profileApi } from '@futurefund/core';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { SUBSCRIBES_PER_ADDRESS_PER_HOUR } from './newsletter.service';

// The newsletter over HTTP (ADR 030): double opt-in, one-click leave, no address enumeration.

describe('newsletter subscribe, confirm and leave', () => {
  let ctx: TestContext;
  let client = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ PUBLIC_URL: 'https://ff.example' }) });
  });
  afterAll(() => ctx.close());

  /** Each call from its own client address unless one is given, so the throttle stays out of the way. */
  const subscribe = (body: unknown, options: { cookie?: string; address?: string } = {}) => {
    client += 1;
    return injectAs(
      ctx.app,
      options.cookie ?? null,
      newsletterApi.subscribe,
      { body },
      { remoteAddress: options.address ?? `10.1.${Math.floor(client / 250)}.${client % 250}` },
    );
  };
  const confirm = (token: string) => injectAs(ctx.app, null, newsletterApi.confirm, { body: { token } });
  const leave = (token: string) => injectAs(ctx.app, null, newsletterApi.unsubscribe, { query: { token } });

  const subscriber = async (email: string) => {
    const rows = await ctx.database.query<{
      id: number;
      status: string;
      user_id: number | null;
      confirm_token_hash: string | null;
    }>('SELECT id, status, user_id, confirm_token_hash FROM newsletter_subscribers WHERE email = $1', [
      email,
    ]);
    return rows[0];
  };

  /** The newest newsletter mails to an address, as the reader's inbox (the local outbox) shows them. */
  async function mails(to: string) {
    await ctx.app.services.settled();
    return ctx.database.query<{
      kind: string;
      subject: string;
      text: string;
      html: string;
      headers: Record<string, string>;
    }>('SELECT kind, subject, text, html, headers FROM email_outbox WHERE to_address = $1 ORDER BY id DESC', [
      to,
    ]);
  }
  const confirmToken = (text: string) =>
    /https:\/\/ff\.example\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const leaveToken = (text: string) =>
    /https:\/\/ff\.example\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('stores a pending address, mails a confirmation link and confirms it once', async () => {
    const response = await subscribe({ email: '  Ana.Lima@Example.ORG ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: newsletterMessages.subscribed });
    const [mail] = await mails('ana.lima@example.org');
    expect(mail!.kind).toBe('newsletter_confirm');
    expect(mail!.subject).toBe('Confirm your FutureFund newsletter subscription');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/ff\.example\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(leaveToken(mail!.text)).toBeDefined();
    const token = confirmToken(mail!.text)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await subscriber('ana.lima@example.org');
    expect(stored).toMatchObject({ status: 'pending', user_id: null });
    // Only the hash is stored.
    expect(stored!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.confirm_token_hash).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: newsletterMessages.confirmed });
    expect(await subscriber('ana.lima@example.org')).toMatchObject({
      status: 'confirmed',
      confirm_token_hash: null,
    });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(newsletterMessages.confirmInvalid);
  });

  it('answers the same for a confirmed, a pending and an unsubscribed address, mailing only the unconfirmed', async () => {
    await subscribe({ email: 'bo@example.org' });
    await confirm(confirmToken((await mails('bo@example.org'))[0]!.text)!);
    const before = (await mails('bo@example.org')).length;
    const answers = [
      await subscribe({ email: 'bo@example.org' }),
      await subscribe({ email: 'never-seen@example.org' }),
    ];
    for (const answer of answers)
      expect(answer.json()).toEqual({ success: true, message: newsletterMessages.subscribed });
    expect(await mails('bo@example.org')).toHaveLength(before);
    expect(await subscriber('bo@example.org')).toMatchObject({ status: 'confirmed' });

    // Unsubscribed, then subscribing again starts a new confirmation.
    const token = leaveToken((await mails('bo@example.org'))[0]!.text)!;
    expect((await leave(token)).statusCode).toBe(200);
    await subscribe({ email: 'bo@example.org' });
    expect(await mails('bo@example.org')).toHaveLength(before + 1);
    expect(await subscriber('bo@example.org')).toMatchObject({ status: 'pending' });
  });

  it('refuses a bad address with the exact message and stores nothing', async () => {
    for (const email of ['not-an-address', '', `${'a'.repeat(250)}@example.org`]) {
      const response = await subscribe({ email });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ path: 'email', message: newsletterMessages.email }]);
    }
    expect((await subscribe({})).json().details).toEqual([
      { path: 'email', message: newsletterMessages.email },
    ]);
    await ctx.app.services.settled();
    const [row] = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email LIKE '%not-an-address%' OR email LIKE 'aaaa%'",
    );
    expect(row!.n).toBe(0);
  });

  it('links a signed-in subscriber to the account', async () => {
    const student = await buildUser(ctx.database);
    const cookie = await signIn(ctx.app, student);
    await subscribe({ email: 'linked@example.org' }, { cookie });
    await ctx.app.services.settled();
    expect(await subscriber('linked@example.org')).toMatchObject({ user_id: student.id });
    // A later anonymous subscribe never unlinks it.
    await subscribe({ email: 'linked@example.org' });
    await ctx.app.services.settled();
    expect(await subscriber('linked@example.org')).toMatchObject({ user_id: student.id });
  });

  it('refuses an expired confirmation link', async () => {
    await subscribe({ email: 'late@example.org' });
    const token = confirmToken((await mails('late@example.org'))[0]!.text)!;
    await ctx.database.query(
      "UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE email = $1",
      ['late@example.org'],
    );
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(newsletterMessages.confirmInvalid);
    expect(await subscriber('late@example.org')).toMatchObject({ status: 'pending' });
  });

  it('accepts a mail client one-click POST (form body, no Origin) and is idempotent', async () => {
    await subscribe({ email: 'oneclick@example.org' });
    const [mail] = await mails('oneclick@example.org');
    const target = /<https:\/\/ff\.example(\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)>/.exec(
      mail!.headers['list-unsubscribe']!,
    )![1]!;
    // Posted to the very URL the mail's List-Unsubscribe header names, as a mail client would.
    const oneClick = () =>
      ctx.app.inject({
        method: 'POST',
        url: target,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: newsletterMessages.unsubscribed });
    expect(await subscriber('oneclick@example.org')).toMatchObject({
      status: 'unsubscribed',
      confirm_token_hash: null,
    });
    expect((await oneClick()).statusCode).toBe(200);
    // The pending confirmation died with it.
    const late = await confirm(confirmToken(mail!.text)!);
    expect(late.statusCode).toBe(400);
  });

  it('answers an unknown leave token with a clear 404, and keeps the subscribe route JSON-only', async () => {
    const response = await leave('x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(newsletterMessages.unsubscribeInvalid);
    const form = await injectAs(ctx.app, null, newsletterApi.subscribe, undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.org',
    });
    expect(form.statusCode).toBe(415);
  });

  it('refuses a cross-site subscribe from a browser', async () => {
    const response = await injectAs(
      ctx.app,
      null,
      newsletterApi.subscribe,
      { body: { email: 'victim@example.org' } },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
  });

  it('limits subscribe requests per client address with 429 and Retry-After', async () => {
    const address = '10.9.9.9';
    for (let n = 0; n < SUBSCRIBES_PER_ADDRESS_PER_HOUR; n += 1)
      expect((await subscribe({ email: `flood${n}@example.org` }, { address })).statusCode).toBe(200);
    const refused = await subscribe({ email: 'one-more@example.org' }, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(newsletterMessages.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await ctx.app.services.settled();
    expect(await subscriber('one-more@example.org')).toBeUndefined();
  });

  it('removes the linked subscription with the account and exports it', async () => {
    const student = await buildUser(ctx.database);
    const cookie = await signIn(ctx.app, student);
    await subscribe({ email: 'leaving@example.org' }, { cookie });
    await ctx.app.services.settled();
    const exported = await injectAs(ctx.app, cookie, profileApi.exportData);
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body).newsletter).toEqual([
      expect.objectContaining({ email: 'leaving@example.org', status: 'pending', confirmedAt: null }),
    ]);
    expect(exported.body).not.toContain('confirmTokenHash');
    const deleted = await injectAs(ctx.app, cookie, profileApi.deleteAccount, {
      body: { confirmUsername: student.username },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await subscriber('leaving@example.org')).toBeUndefined();
  });
});
