import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, deadlineToday, opportunitiesApi, sourceFreshnessSchema } from '@futurefund/core';
import { dataSources, scrapingRuns } from '../../db/schema';
import { createTestApp, testEnv, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship } from '../../../test/factories';
import { injectAs } from '../../../test/inject';

// Every moment is computed from one instant taken when the file starts, so nothing depends on
// which day the suite runs.
const base = new Date();
const hoursAgo = (hours: number) => new Date(base.getTime() - hours * 3_600_000);
const today = deadlineToday(base);
// A real daily-style pattern that never fires while the suite runs (29 February only): the test
// app then reports the schedule without fetching anything.
const CRON = '0 9 29 2 *';

describe('GET /api/opportunities/sources', () => {
  let ctx: TestContext;
  const get = () => injectAs(ctx.app, null, opportunitiesApi.sources);

  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ CATALOG_REFRESH_CRON: CRON }) });
    const db = ctx.database.db;
    const [bundled, remote, paused] = await db
      .insert(dataSources)
      .values([
        {
          name: 'Bundled Scholarships',
          sourceType: 'aggregator',
          scrapingConfig: { adapter: 'open-scholarships', path: 'seed/open-scholarships.json' },
          opportunityTypes: ['scholarship', 'grant'],
        },
        {
          name: 'Alpha Remote Feed',
          sourceType: 'corporate',
          url: 'https://feeds.example.test/secret-alpha.json',
          scrapingConfig: { adapter: 'simplify', url: 'https://feeds.example.test/secret-alpha.json' },
          needsAuthentication: true,
          authConfig: { token: 'tok-SECRET-42' },
          opportunityTypes: ['internship'],
        },
        {
          name: 'Paused Remote Feed',
          sourceType: 'corporate',
          url: 'https://feeds.example.test/paused.json',
          scrapingConfig: { adapter: 'simplify', url: 'https://feeds.example.test/paused.json' },
          isActive: false,
          opportunityTypes: ['internship'],
        },
      ])
      .returning();
    await db.insert(scrapingRuns).values([
      // The bundled file's last successful import, then a failed one: the failure is not a refresh.
      { sourceId: bundled!.id, status: 'completed', startTime: hoursAgo(50), endTime: hoursAgo(49) },
      {
        sourceId: bundled!.id,
        status: 'failed',
        startTime: hoursAgo(10),
        endTime: hoursAgo(9),
        error: 'ENOENT: /srv/secret/path',
      },
      // The feed: an older and a newer success, and one still running (no end yet).
      { sourceId: remote!.id, status: 'completed', startTime: hoursAgo(30), endTime: hoursAgo(29) },
      { sourceId: remote!.id, status: 'completed', startTime: hoursAgo(6), endTime: hoursAgo(5) },
      { sourceId: remote!.id, status: 'running', startTime: hoursAgo(1) },
      { sourceId: paused!.id, status: 'completed', startTime: hoursAgo(3), endTime: hoursAgo(2) },
    ]);
    const later = addDays(today, 30);
    // Bundled: two open listings; a closed one verified most recently still says when the source
    // last confirmed anything.
    await buildScholarship(ctx.database, {
      sourceId: bundled!.id,
      deadline: later,
      lastVerifiedAt: hoursAgo(72),
    });
    await buildScholarship(ctx.database, {
      sourceId: bundled!.id,
      deadline: later,
      lastVerifiedAt: hoursAgo(96),
    });
    await buildScholarship(ctx.database, {
      sourceId: bundled!.id,
      deadline: later,
      lastVerifiedAt: hoursAgo(60),
      closedAt: hoursAgo(48),
      closedReason: 'source',
    });
    // Remote: one open internship and one open scholarship, only one of them verified.
    await buildInternship(ctx.database, {
      sourceId: remote!.id,
      deadline: later,
      lastVerifiedAt: hoursAgo(7),
    });
    await buildScholarship(ctx.database, { sourceId: remote!.id, deadline: later, lastVerifiedAt: null });
    await buildInternship(ctx.database, {
      sourceId: paused!.id,
      deadline: later,
      lastVerifiedAt: hoursAgo(2),
    });
  });
  afterAll(() => ctx.close());

  it('lists each active source by name with its refresh, import and verification facts', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((source: unknown) => sourceFreshnessSchema.strict().parse(source))).toEqual([
      {
        name: 'Alpha Remote Feed',
        opportunityTypes: ['internship'],
        refreshesItself: true,
        schedule: CRON,
        lastRefreshedAt: hoursAgo(5).toISOString(),
        lastVerifiedAt: hoursAgo(7).toISOString(),
        openListings: 2,
      },
      {
        name: 'Bundled Scholarships',
        opportunityTypes: ['scholarship', 'grant'],
        refreshesItself: false,
        schedule: null,
        lastRefreshedAt: hoursAgo(49).toISOString(),
        lastVerifiedAt: hoursAgo(60).toISOString(),
        openListings: 2,
      },
    ]);
  });

  it('leaves paused sources out', async () => {
    const names = (await get()).json().map((source: { name: string }) => source.name);
    expect(names).not.toContain('Paused Remote Feed');
  });

  it('never shows a URL, configuration, authentication or run error', async () => {
    const response = await get();
    for (const source of response.json()) {
      expect(Object.keys(source).sort()).toEqual([
        'lastRefreshedAt',
        'lastVerifiedAt',
        'name',
        'openListings',
        'opportunityTypes',
        'refreshesItself',
        'schedule',
      ]);
    }
    for (const secret of ['feeds.example.test', 'tok-SECRET-42', 'open-scholarships.json', 'ENOENT', 'url'])
      expect(response.body).not.toContain(secret);
  });

  it('says no source refreshes itself when the catalog schedule is off', async () => {
    const off = await createTestApp();
    try {
      await off.database.db.insert(dataSources).values({
        name: 'Lonely Feed',
        sourceType: 'corporate',
        scrapingConfig: { adapter: 'simplify', url: 'https://feeds.example.test/lonely.json' },
      });
      const response = await injectAs(off.app, null, opportunitiesApi.sources);
      expect(response.json()).toEqual([
        {
          name: 'Lonely Feed',
          opportunityTypes: [],
          refreshesItself: false,
          schedule: null,
          lastRefreshedAt: null,
          lastVerifiedAt: null,
          openListings: 0,
        },
      ]);
    } finally {
      await off.close();
    }
  });
});
