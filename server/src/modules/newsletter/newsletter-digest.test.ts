import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, deadlineToday, newsletterApi } from '@futurefund/core';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship, buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { buildRecommendationCatalog, signInStudent } from '../../../test/recommendation-fixtures';
import { createAuditRepo } from '../admin/audit.repo';
import { isoWeekOf, createNewsletterDigestService } from './newsletter-digest.service';
import { createNewsletterDigestRepo } from './newsletter-digest.repo';
import { createNewsletterRepo } from './newsletter.repo';

// The weekly digest (ADR 030): only new open public listings, once per subscriber and week,
// profile-matched for linked subscribers, and the admin's run-now endpoint.

const today = deadlineToday();
const open = () => ({ deadline: addDays(today, 60) });
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function addSubscriber(ctx: TestContext, email: string, status: string, userId: number | null = null) {
  const [row] = await ctx.database.query<{ id: number }>(
    'INSERT INTO newsletter_subscribers (email, status, user_id) VALUES ($1, $2, $3) RETURNING id',
    [email, status, userId],
  );
  return row!.id;
}

async function digests(ctx: TestContext, to: string) {
  return ctx.database.query<{ subject: string; text: string; headers: Record<string, string> }>(
    "SELECT subject, text, headers FROM email_outbox WHERE to_address = $1 AND kind = 'newsletter_digest' ORDER BY id",
    [to],
  );
}

const trigger = (ctx: TestContext, cookie?: string) =>
  injectAs(ctx.app, cookie ?? null, newsletterApi.digest);

describe('the digest picks only new open public listings', () => {
  let ctx: TestContext;
  let adminCookie: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ PUBLIC_URL: 'https://ff.example' }) });
    adminCookie = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
  });
  afterAll(() => ctx.close());

  it('lists the open new ones, never a closed, expired, pending, duplicate or old listing', async () => {
    const shown = [
      await buildScholarship(ctx.database, { ...open(), title: 'Open Award', awardAmount: '$2,500' }),
      await buildInternship(ctx.database, { ...open(), title: 'Open Internship', company: 'Acme Labs' }),
      await buildScholarship(ctx.database, { title: 'No Deadline Award' }),
    ];
    const hidden = [
      await buildScholarship(ctx.database, { ...open(), title: 'Closed Award', closedAt: new Date() }),
      await buildScholarship(ctx.database, { title: 'Expired Award', deadline: addDays(today, -1) }),
      await buildScholarship(ctx.database, { ...open(), title: 'Pending Award', approvalStatus: 'pending' }),
      await buildScholarship(ctx.database, { ...open(), title: 'Copy Award', duplicateOf: shown[0]!.id }),
      await buildScholarship(ctx.database, { ...open(), title: 'Old Award', createdAt: daysAgo(8) }),
      await buildInternship(ctx.database, {
        ...open(),
        title: 'Season Over Internship',
        seasonEndsOn: addDays(today, -1),
      }),
    ];
    await addSubscriber(ctx, 'reader@example.org', 'confirmed');
    await addSubscriber(ctx, 'pending@example.org', 'pending');
    await addSubscriber(ctx, 'gone@example.org', 'unsubscribed');

    const response = await trigger(ctx, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ period: isoWeekOf(new Date()), sent: 1, empty: 0, failed: 0 });

    const [mail, ...more] = await digests(ctx, 'reader@example.org');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('FutureFund weekly: 3 new opportunities');
    for (const listing of shown) expect(mail!.text).toContain(listing.title);
    for (const listing of hidden) expect(mail!.text).not.toContain(listing.title);
    expect(mail!.text).toContain(`https://ff.example/scholarships/${shown[0]!.id}`);
    expect(mail!.text).toContain('scholarship · $2,500 · deadline');
    expect(mail!.text).toContain('internship · Acme Labs · deadline');
    expect(mail!.text).toContain('no deadline stated');
    expect(mail!.text).toMatch(/Unsubscribe: https:\/\/ff\.example\/newsletter\/unsubscribe\?token=/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await digests(ctx, 'pending@example.org')).toHaveLength(0);
    expect(await digests(ctx, 'gone@example.org')).toHaveLength(0);

    // The same week again sends nothing more.
    expect((await trigger(ctx, adminCookie)).json()).toMatchObject({ sent: 0, empty: 0, failed: 0 });
    expect(await digests(ctx, 'reader@example.org')).toHaveLength(1);
  });

  it('sends each subscriber one digest a week under two parallel runs', async () => {
    for (let n = 0; n < 4; n += 1) await addSubscriber(ctx, `parallel${n}@example.org`, 'confirmed');
    const [first, second] = await Promise.all([
      ctx.app.services.newsletterDigest.run(),
      ctx.app.services.newsletterDigest.run(),
    ]);
    expect(first!.sent + second!.sent).toBe(4);
    for (let n = 0; n < 4; n += 1) expect(await digests(ctx, `parallel${n}@example.org`)).toHaveLength(1);
  });

  it('sends nothing in a week with nothing new, and records the week as empty', async () => {
    const db = ctx.database.db;
    const nextMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const later = createNewsletterDigestService({
      repo: createNewsletterDigestRepo(db),
      subscribers: createNewsletterRepo(db),
      email: ctx.app.services.email,
      recommendationsFor: async () => null,
      audit: createAuditRepo(db),
      publicUrl: 'https://ff.example',
      log: { error: () => {} },
      now: () => nextMonth,
    });
    const result = await later.run();
    expect(result).toMatchObject({ period: isoWeekOf(nextMonth), sent: 0, failed: 0 });
    expect(result.empty).toBeGreaterThan(0);
    expect(await digests(ctx, 'reader@example.org')).toHaveLength(1);
    const claims = await ctx.database.query<{ status: string }>(
      'SELECT DISTINCT status FROM newsletter_digest_claims WHERE period = $1',
      [isoWeekOf(nextMonth)],
    );
    expect(claims).toEqual([{ status: 'empty' }]);
  });

  it('lets only admins run it: 401 signed out, 403 for a student, and audits the run', async () => {
    expect((await trigger(ctx)).statusCode).toBe(401);
    const student = await signIn(ctx.app, await buildUser(ctx.database));
    expect((await trigger(ctx, student)).statusCode).toBe(403);
    const audited = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM admin_audit_log WHERE action = 'newsletter.digest'",
    );
    expect(audited[0]!.n).toBeGreaterThan(0);
  });
});

describe('a linked subscriber with a profile gets matched listings first', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ PUBLIC_URL: 'https://ff.example' }) });
  });
  afterAll(() => ctx.close());

  it('orders by the recommendation engine and says why; an anonymous subscriber gets the newest', async () => {
    const catalog = await buildRecommendationCatalog(ctx.database);
    const { user } = await signInStudent(ctx);
    await addSubscriber(ctx, 'maya@example.org', 'confirmed', user.id);
    await addSubscriber(ctx, 'anon@example.org', 'confirmed');

    const result = await ctx.app.services.newsletterDigest.run();
    expect(result).toMatchObject({ sent: 2, failed: 0 });

    const [matched] = await digests(ctx, 'maya@example.org');
    expect(matched!.text).toContain('best matches for your profile first');
    const firstLine = matched!.text.split('\n').find((line) => line.startsWith('- '))!;
    expect(firstLine).toMatch(/Computer Science Python (Scholarship|Internship)/);
    expect(matched!.text).toMatch(/\n {2}Why: \S/);
    // The engine's eligible matches come first, each with its reason.
    const links = [...matched!.text.matchAll(/https:\/\/ff\.example\/scholarships\/(\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(links.slice(0, catalog.eligible.length).sort((a, b) => a - b)).toEqual(
      [...catalog.eligible].sort((a, b) => a - b),
    );

    const [newest] = await digests(ctx, 'anon@example.org');
    expect(newest!.text).not.toContain('Why:');
    const anonFirst = newest!.text.split('\n').find((line) => line.startsWith('- '))!;
    expect(anonFirst).toContain('Environmental Law Scholarship');
  });
});
