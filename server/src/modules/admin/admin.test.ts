import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship, buildUser, signIn } from '../../../test/factories';
import { startFeedServer, urlSource } from '../../../test/feeds';
import { createDataSourcesRepo } from '../opportunity-data/data-sources.repo';

const listing = (id: string, title: string) => ({
  id,
  company_name: 'Fixture Corp',
  title,
  locations: ['Remote in USA'],
  // A season far ahead, so the listings stay open whatever today is.
  terms: ['Summer 2099'],
  url: `https://jobs.fixture.example/${id}`,
  active: true,
  is_visible: true,
  date_updated: 1780000000,
  sponsorship: 'Other',
});

describe('the admin console API', () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof startFeedServer>>;
  let admin: string;
  let adminName: string;
  let student: string;
  let feedId: number;
  let otherId: number;

  beforeAll(async () => {
    server = await startFeedServer((path) =>
      path === '/a.json'
        ? { body: JSON.stringify([listing('a1', 'Data Intern'), listing('a2', 'Design Intern')]) }
        : path === '/b.json'
          ? { body: JSON.stringify([listing('b1', 'Ops Intern')]) }
          : { status: 404, body: 'gone' },
    );
    ctx = await createTestApp({ allowLoopbackSources: true });
    const adminUser = await buildUser(ctx.database, { role: 'admin', username: 'console_admin' });
    adminName = adminUser.username;
    admin = await signIn(ctx.app, adminUser);
    student = await signIn(ctx.app, await buildUser(ctx.database));
    const sources = createDataSourcesRepo(ctx.database.db);
    feedId = (await sources.upsertSource(urlSource('Feed A', 'simplify', server.url('/a.json')))).id;
    otherId = (await sources.upsertSource(urlSource('Feed B', 'simplify', server.url('/b.json')))).id;
  });
  afterAll(async () => {
    await ctx.close();
    await server.close();
  });

  const get = (url: string, cookie: string | null = admin) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie: string | null = admin) =>
    ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
  const auditActions = async () =>
    (await get('/api/admin/audit-log')).json().map((entry: { action: string }) => entry.action);

  it.each([
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/data-sources'],
    ['POST', '/api/admin/data-sources/1/pause'],
    ['POST', '/api/admin/data-sources/1/resume'],
    ['GET', '/api/admin/users?q=user'],
    ['GET', '/api/admin/audit-log'],
  ] as const)('%s %s answers 401 signed out and 403 to a non-admin', async (method, url) => {
    const call = (cookie?: string) => ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });
    expect((await call()).statusCode).toBe(401);
    expect((await call(student)).statusCode).toBe(403);
  });

  it('refusing a non-admin changes no source and writes no audit row', async () => {
    await post(`/api/admin/data-sources/${feedId}/pause`, student);
    const rows = await ctx.database.query<{ is_active: boolean }>(
      'SELECT is_active FROM data_sources WHERE id = $1',
      [feedId],
    );
    expect(rows[0]!.is_active).toBe(true);
    expect(await auditActions()).toEqual([]);
  });

  it('counts open and stored listings per type', async () => {
    await buildScholarship(ctx.database);
    await buildScholarship(ctx.database, { closedAt: new Date(), closedReason: 'source' });
    await buildInternship(ctx.database);
    const response = await get('/api/admin/overview');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      scholarships: { open: 1, stored: 2 },
      internships: { open: 1, stored: 1 },
    });
  });

  it('lists the sources: never run, active, with their origin', async () => {
    const response = await get('/api/admin/data-sources');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: feedId,
        name: 'Feed A',
        origin: 'remote',
        // The test app runs no schedule (CATALOG_REFRESH_CRON=off).
        schedule: null,
        isActive: true,
        openListings: 0,
        lastRun: null,
      }),
      expect.objectContaining({ id: otherId, name: 'Feed B', isActive: true }),
    ]);
  });

  it('a paused source is skipped by the refresh; the refresh, pause and resume are audited', async () => {
    const paused = await post(`/api/admin/data-sources/${otherId}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id: otherId, isActive: false });

    const refresh = await post('/api/opportunities/refresh');
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().internshipsAdded).toBe(2);

    const sources = (await get('/api/admin/data-sources')).json();
    const [a, b] = sources;
    expect(a).toMatchObject({ name: 'Feed A', openListings: 2 });
    expect(a.lastRun).toMatchObject({
      status: 'completed',
      totalFound: 2,
      newAdded: 2,
      updated: 0,
      removed: 0,
    });
    expect(b).toMatchObject({ name: 'Feed B', isActive: false, openListings: 0, lastRun: null });

    const resumed = await post(`/api/admin/data-sources/${otherId}/resume`);
    expect(resumed.json()).toMatchObject({ id: otherId, isActive: true });

    const log = (await get('/api/admin/audit-log')).json();
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'source.resume',
      'refresh.start',
      'source.pause',
    ]);
    expect(log[0]).toMatchObject({ admin: adminName, target: 'Feed B', reason: null });
    expect(log[1].details).toMatchObject({ sources: ['Feed A'] });
    expect(Date.parse(log[0].at)).not.toBeNaN();
  });

  it('a refresh refused with 409 writes no audit row', async () => {
    const jobs = createDataSourcesRepo(ctx.database.db);
    const held = await jobs.claimJob('opportunity-refresh', 'Another instance', new Date());
    try {
      const before = await auditActions();
      const refused = await post('/api/opportunities/refresh');
      expect(refused.statusCode).toBe(409);
      expect(await auditActions()).toEqual(before);
    } finally {
      await jobs.finishJob(held!, 'completed', null, null);
    }
  });

  it('pause and resume answer 404 for an unknown source and 400 for a bad id', async () => {
    const unknown = await post('/api/admin/data-sources/999999/pause');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Data source not found.');
    const bad = await post('/api/admin/data-sources/abc/resume');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id: must be a number');
  });

  it('finds users by a fragment of username, name or e-mail, at most 20, without secrets', async () => {
    const ada = await buildUser(ctx.database, {
      username: 'ada_lovelace',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      weeklyAccessExpiresAt: new Date(Date.now() + 86_400_000),
    });
    await buildUser(ctx.database, {
      username: 'grace',
      name: 'Grace Hopper',
      email: 'g.hopper@navy.example',
    });
    for (let i = 0; i < 22; i += 1) await buildUser(ctx.database, { username: `bulk_${i}`, name: 'Bulk' });

    const byName = (await get('/api/admin/users?q=LOVEL')).json();
    expect(byName).toEqual([
      {
        username: ada.username,
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        userType: 'student_seeker',
        role: 'user',
        plan: 'premium',
        premiumUntil: expect.any(String),
        premiumKind: 'complimentary',
      },
    ]);
    expect((await get('/api/admin/users?q=navy.ex')).json()).toMatchObject([
      { username: 'grace', plan: 'free', premiumKind: null },
    ]);
    expect((await get('/api/admin/users?q=bulk')).json()).toHaveLength(20);
    // A % in the fragment is a literal, not a wildcard.
    expect((await get('/api/admin/users?q=a%25a')).json()).toEqual([]);
    const body = JSON.stringify((await get('/api/admin/users?q=ada')).json());
    expect(body).not.toContain('password');
    expect(body).not.toContain('stripe');
  });

  it.each([
    ['', 'q: q must be 2–100 characters'],
    ['a', 'q: q must be 2–100 characters'],
    ['x'.repeat(101), 'q: q must be 2–100 characters'],
  ])('answers 400 to q=%j', async (q, message) => {
    const response = await get(`/api/admin/users?q=${q}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 400 without q', async () => {
    const response = await get('/api/admin/users');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('q: q is required');
  });

  it('keeps the newest 50 audit entries, newest first', async () => {
    for (let i = 0; i < 26; i += 1) {
      await post(`/api/admin/data-sources/${feedId}/pause`);
      await post(`/api/admin/data-sources/${feedId}/resume`);
    }
    const log = (await get('/api/admin/audit-log')).json();
    expect(log).toHaveLength(50);
    expect(log[0].action).toBe('source.resume');
    const ids = log.map((entry: { id: number }) => entry.id);
    expect([...ids].sort((x: number, y: number) => y - x)).toEqual(ids);
  });
});
