import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminApi, systemApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { bundledSource } from '../../../test/feeds';
import { createDataSourcesRepo } from './data-sources.repo';

// Before ADR 019 a refresh never let the event loop read a socket: every request, health included,
// waited for the whole refresh. These tests check that requests are answered while it runs; how
// fast they are answered is measured in bench/refresh-serving.bench.mjs, not bounded here.

interface HealthAnswer {
  status: number;
}

// A client in its own process, like a load balancer's health check: one GET /api/health every
// 100 ms, each answer's status printed as a JSON line.
const POLLER = `
for (;;) {
  const response = await fetch(process.argv[1]);
  await response.text();
  console.log(JSON.stringify({ status: response.status }));
  await new Promise((resolve) => setTimeout(resolve, 100));
}`;

function startHealthPoller(base: string) {
  const url = base + systemApi.health.path;
  const child = spawn(process.execPath, ['--input-type=module', '-e', POLLER, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async next(): Promise<HealthAnswer> {
      const line = await lines.next();
      if (line.done) throw new Error('the health poller stopped');
      return JSON.parse(line.value) as HealthAnswer;
    },
    stop: () => child.kill(),
  };
}

describe('a refresh while the site serves', () => {
  let ctx: TestContext;
  let admin: string;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    // The largest seed file: 6,000 internships.
    await createDataSourcesRepo(ctx.database.db).upsertSource(
      bundledSource('SimplifyJobs Summer 2025', 'simplify', 'data/seed/internships/simplify-listings.json'),
    );
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  const refresh = () => injectAs(ctx.app, admin, adminApi.refreshOpportunities);

  it('answers health checks all along while a big source imports', async () => {
    const poller = startHealthPoller(base);
    try {
      await poller.next(); // warm: the first request of a process pays one-off costs
      let refreshing = true;
      const running = refresh().finally(() => (refreshing = false));
      const answers: HealthAnswer[] = [];
      while (refreshing) answers.push(await poller.next());
      answers.push(await poller.next()); // the one in flight when the refresh ended
      const answer = await running;
      expect(answer.statusCode).toBe(200);
      expect(answer.json().internshipsAdded).toBeGreaterThan(5_000);

      // Checked all along the refresh, not once before or after it.
      expect(answers.length).toBeGreaterThanOrEqual(5);
      expect(answers.every((health) => health.status === 200)).toBe(true);
    } finally {
      poller.stop();
    }
  }, 120_000);

  it('refuses a second and third refresh with 409 at once while the first one runs', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await refresh();
        return { response, ms: performance.now() - started };
      }),
    );
    const ran = answers.filter((answer) => answer.response.statusCode === 200);
    const refused = answers.filter((answer) => answer.response.statusCode === 409);
    expect(ran).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const { response, ms } of refused) {
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'A data refresh is already running. Please wait for it to finish.',
      });
      expect(ms).toBeLessThan(ran[0]!.ms);
    }
    const jobs = await ctx.database.query<{ status: string }>(
      "SELECT status FROM scheduled_jobs WHERE type = 'opportunity-refresh' ORDER BY id",
    );
    expect(jobs).toEqual([{ status: 'completed' }, { status: 'completed' }]);
  }, 120_000);

  it('stops a running refresh after its current batch when the server shuts down', async () => {
    const instance = await createTestApp({ database: ctx.database });
    const cookie = await signIn(instance.app, await buildUser(ctx.database, { role: 'admin' }));
    const running = injectAs(instance.app, cookie, adminApi.refreshOpportunities);
    const importing = async () =>
      (await ctx.database.query("SELECT 1 FROM scraping_runs WHERE status = 'running'")).length > 0;
    while (!(await importing())) await sleep(20);

    await instance.app.close();
    const answer = (await running).json();
    expect(answer).toMatchObject({ success: false });
    expect(answer.message).toContain('Interrupted: the server shut down before every source ran.');
    const [run] = await ctx.database.query(
      'SELECT status, error FROM scraping_runs ORDER BY id DESC LIMIT 1',
    );
    expect(run).toEqual({ status: 'failed', error: 'Interrupted: the server shut down' });
    const [job] = await ctx.database.query<{ status: string }>(
      'SELECT status FROM scheduled_jobs ORDER BY id DESC LIMIT 1',
    );
    expect(job!.status).toBe('failed');
  }, 120_000);
});
