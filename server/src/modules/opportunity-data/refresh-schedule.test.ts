import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase, testEnv, testVaultKeyring } from '../../../test/test-app';
import { bundledSource, startFeedServer, urlSource } from '../../../test/feeds';
import { createDataSourcesRepo } from './data-sources.repo';
import { findDataRoot } from './source-input';

const feed = fs.readFileSync(
  path.join(findDataRoot(), 'data/seed/internships/zshah101-automated/jobs.json'),
  'utf8',
);

/** A cron pattern (with seconds, read in UTC) that fires once, `secondsAhead` from now. */
function patternFiringIn(secondsAhead: number) {
  const at = new Date(Date.now() + secondsAhead * 1000);
  return {
    pattern: `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} * * *`,
    tick: new Date(Math.floor(at.getTime() / 1000) * 1000),
  };
}

describe('the scheduled catalog refresh', () => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startFeedServer>>;
  const requests: string[] = [];

  beforeAll(async () => {
    server = await startFeedServer((path) => {
      requests.push(path);
      return { body: feed };
    });
    database = await createTestDatabase();
    const sources = createDataSourcesRepo(database.db);
    await sources.upsertSource(urlSource('zshah101 feed', 'zshah101', server.url('/jobs.json')));
    await sources.upsertSource(urlSource('Paused feed', 'zshah101', server.url('/paused.json'), false));
    await sources.upsertSource(
      bundledSource(
        'Arizona (bundled)',
        'bigfuture-az',
        'data/seed/scholarships/az-bigfuture-scholarships.json',
      ),
    );
  });
  afterAll(async () => {
    await database.close();
    await server.close();
  });

  it('runs once when two instances on one database fire at the same second', async () => {
    const { pattern, tick } = patternFiringIn(6);
    const logs: string[] = [];
    const env = testEnv({ CATALOG_REFRESH_CRON: pattern, LOG_LEVEL: 'info' });
    const logStream = { write: (line: string) => void logs.push(JSON.parse(line).msg) };
    const apps: App[] = [];
    for (const _instance of [1, 2])
      apps.push(
        await buildApp({
          env,
          database,
          webDistDir: null,
          vaultKeyring: testVaultKeyring(),
          allowLoopbackSources: true,
          logStream,
        }),
      );
    try {
      const outcomes = () =>
        logs.filter(
          (msg) => msg.startsWith('scheduled catalog refresh: Opportunity') || msg.includes('skipped'),
        );
      for (let waited = 0; outcomes().length < 2 && waited < 40_000; waited += 200) await sleep(200);

      expect(outcomes().sort()).toEqual([
        `scheduled catalog refresh of ${tick.toISOString()} skipped: nothing to fetch, or run elsewhere`,
        'scheduled catalog refresh: Opportunity data refreshed: 0 new scholarships and 497 new internships, 0 updated, 0 removed.',
      ]);
      const jobs = await database.query<Record<string, unknown>>(
        'SELECT name, scheduled_for, recurrence, status FROM scheduled_jobs',
      );
      expect(jobs).toEqual([
        {
          name: 'Scheduled refresh of opportunity data',
          scheduled_for: tick,
          recurrence: pattern,
          status: 'completed',
        },
      ]);
      // Only the active source with a remote URL, fetched once.
      expect(requests).toEqual(['/jobs.json']);
      const runs = await database.query(
        'SELECT d.name, r.status, r.new_added FROM scraping_runs r JOIN data_sources d ON d.id = r.source_id',
      );
      expect(runs).toEqual([{ name: 'zshah101 feed', status: 'completed', new_added: 497 }]);

      // An instance whose clock runs late fires after the tick's run is over: it does not run it again.
      expect(await apps[1]!.services.refresh.runScheduled(tick, pattern)).toBeNull();
      const tomorrow = new Date(tick.getTime() + 24 * 60 * 60 * 1000);
      expect(await apps[1]!.services.refresh.runScheduled(tomorrow, pattern)).toMatchObject({
        success: true,
      });
      expect(requests).toEqual(['/jobs.json', '/jobs.json']);
    } finally {
      for (const app of apps) await app.close();
    }
  }, 60_000);
});
