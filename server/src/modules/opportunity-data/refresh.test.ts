import { adminApi } from '@futurefund/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { callAs, injectAs, type Caller } from '../../../test/inject';
import { bundledSource, startFeedServer, urlSource } from '../../../test/feeds';
import { createDataSourcesRepo } from './data-sources.repo';

const listing = (id: string, title: string, active = true) => ({
  id,
  company_name: 'Fixture Corp',
  title,
  locations: ['Remote in USA'],
  terms: ['Summer 2026'],
  url: `https://jobs.fixture.example/${id}`,
  active,
  is_visible: true,
  date_updated: 1780000000,
  sponsorship: 'Other',
});

// The fixture feed served from 127.0.0.1; tests change it between refreshes.
let feed: unknown = [listing('a1', 'Data Intern'), listing('a2', 'Design Intern')];
let server: Awaited<ReturnType<typeof startFeedServer>>;

describe('POST /api/opportunities/refresh', () => {
  let ctx: TestContext;
  let adminCookie: string;
  let studentCookie: string;

  beforeAll(async () => {
    server = await startFeedServer((path) =>
      path === '/listings.json' ? { body: JSON.stringify(feed) } : { status: 404, body: 'gone' },
    );
    ctx = await createTestApp({ allowLoopbackSources: true });
    adminCookie = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    studentCookie = await signIn(ctx.app, await buildUser(ctx.database));
    const sources = createDataSourcesRepo(ctx.database.db);
    await sources.upsertSource(urlSource('Fixture feed', 'simplify', server.url('/listings.json')));
    await sources.upsertSource(urlSource('Broken feed', 'simplify', server.url('/missing.json')));
    await sources.upsertSource(
      bundledSource(
        'Arizona (bundled)',
        'bigfuture-az',
        'data/seed/scholarships/az-bigfuture-scholarships.json',
      ),
    );
    await sources.upsertSource(urlSource('Inactive feed', 'simplify', server.url('/never.json'), false));
  });
  afterAll(async () => {
    await ctx.close();
    await server.close();
  });
  beforeEach(() => {
    feed = [listing('a1', 'Data Intern'), listing('a2', 'Design Intern')];
  });

  const refresh = (cookie: Caller = null) => injectAs(ctx.app, cookie, adminApi.refreshOpportunities);
  const count = async (table: string) =>
    (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  it('is for admins only', async () => {
    expect((await refresh()).statusCode).toBe(401);
    const denied = await refresh(studentCookie);
    expect(denied.statusCode).toBe(403);
    expect(await count('scraping_runs')).toBe(0);
  });

  it('runs every active source, records a run per source and reports what was added', async () => {
    const response = await refresh(adminCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: false, internshipsAdded: 2 });
    expect(body.scholarshipsAdded).toBeGreaterThan(20);
    expect(body.existingInternships).toBe(2);
    expect(body.existingScholarships).toBe(body.scholarshipsAdded);
    expect(body.message).toContain('Failed sources: Broken feed.');

    const runs = await ctx.database.query<Record<string, unknown>>(
      'SELECT d.name, r.status, r.total_found, r.new_added, r.error FROM scraping_runs r JOIN data_sources d ON d.id = r.source_id ORDER BY r.id',
    );
    expect(runs).toEqual([
      { name: 'Fixture feed', status: 'completed', total_found: 2, new_added: 2, error: null },
      {
        name: 'Broken feed',
        status: 'failed',
        total_found: 0,
        new_added: 0,
        error: 'The source answered HTTP 404',
      },
      expect.objectContaining({
        name: 'Arizona (bundled)',
        status: 'completed',
        new_added: body.scholarshipsAdded,
      }),
    ]);
  });

  it('adds nothing on a second run, and updates a changed listing in place', async () => {
    feed = [listing('a1', 'Data Science Intern'), listing('a2', 'Design Intern')];
    const body = (await refresh(adminCookie)).json();
    expect(body).toMatchObject({ scholarshipsAdded: 0, internshipsAdded: 0, existingInternships: 2 });
    const titles = await ctx.database.query<{ title: string }>(
      'SELECT title FROM internships ORDER BY title',
    );
    expect(titles.map((row) => row.title)).toEqual(['Data Science Intern', 'Design Intern']);
  });

  it('marks listings the source closes, and leaves the data as it was when a source breaks', async () => {
    feed = [listing('a1', 'Data Science Intern', false), listing('a2', 'Design Intern')];
    await refresh(adminCookie);
    const [closed] = await ctx.database.query<{ closed: boolean }>(
      "SELECT closed_at IS NOT NULL AS closed FROM internships WHERE source_record_id = 'a1'",
    );
    expect(closed?.closed).toBe(true);

    const before = await ctx.database.query('SELECT id, title, content_hash FROM internships ORDER BY id');
    feed = { not: 'a list' };
    const body = (await refresh(adminCookie)).json();
    expect(body.success).toBe(false);
    expect(body.message).toContain('Fixture feed');
    expect(await ctx.database.query('SELECT id, title, content_hash FROM internships ORDER BY id')).toEqual(
      before,
    );
  });

  it('answers 409 while another refresh is running', async () => {
    await ctx.database.query(
      "INSERT INTO scheduled_jobs (name, type, scheduled_for, status, last_run) VALUES ('other', 'opportunity-refresh', now(), 'running', now())",
    );
    const response = await refresh(adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A data refresh is already running. Please wait for it to finish.');

    const status = await callAs(ctx.app, adminCookie, adminApi.refreshStatus);
    expect(status).toMatchObject({ running: true, sourcesTotal: 3 });
    await ctx.database.query("UPDATE scheduled_jobs SET status = 'failed' WHERE name = 'other'");
  });

  it('reports the last run per source on the status endpoint (admins only)', async () => {
    await refresh(adminCookie);
    const denied = await injectAs(ctx.app, studentCookie, adminApi.refreshStatus);
    expect(denied.statusCode).toBe(403);
    const status = await callAs(ctx.app, adminCookie, adminApi.refreshStatus);
    expect(status.running).toBe(false);
    expect(status.job?.status).toBe('failed');
    expect(status.runs.map((run) => [run.sourceName, run.status])).toEqual([
      ['Fixture feed', 'completed'],
      ['Broken feed', 'failed'],
      ['Arizona (bundled)', 'completed'],
    ]);
  });

  it('refuses loopback sources when not explicitly allowed (production)', async () => {
    const production = await createTestApp({ database: ctx.database });
    const cookie = await signIn(production.app, await buildUser(ctx.database, { role: 'admin' }));
    await injectAs(production.app, cookie, adminApi.refreshOpportunities);
    const [run] = await ctx.database.query<{ error: string }>(
      "SELECT r.error FROM scraping_runs r JOIN data_sources d ON d.id = r.source_id WHERE d.name = 'Fixture feed' ORDER BY r.id DESC LIMIT 1",
    );
    expect(run?.error).toContain('private or local address');
    await production.app.close();
  });
});
