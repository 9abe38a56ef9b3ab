// How well the site keeps serving while a refresh imports the largest bundled file (6,000
// internships): health-check latency from a client in another process before (the baseline) and
// during the refresh, and how long the server takes to close in the middle of one. Whether health
// answers at all and whether closing interrupts the refresh are tests
// (server/src/modules/opportunity-data/refresh-serving.test.ts); this reports how fast.
// Prints one JSON line; run by refresh-serving.bench.mjs in its own process.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminApi, endpointUrl } from '@futurefund/core';
import { buildApp } from '../server/src/app';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { parseEnv } from '../server/src/env';
import { createDataSourcesRepo } from '../server/src/modules/opportunity-data/data-sources.repo';
import { keyringFrom } from '../server/src/modules/documents/vault-crypto';
import { buildUser, signIn } from '../server/test/factories';
import { bundledSource } from '../server/test/feeds';

const POLLER = `
for (;;) {
  const started = performance.now();
  const response = await fetch(process.argv[1] + '/api/health');
  await response.text();
  console.log(JSON.stringify({ status: response.status, ms: performance.now() - started }));
  await new Promise((resolve) => setTimeout(resolve, 100));
}`;

const database = await openDatabase({ kind: 'pglite-memory' });
await runMigrations(database);
await createDataSourcesRepo(database.db).upsertSource(
  bundledSource('SimplifyJobs Summer 2025', 'simplify', 'data/seed/internships/simplify-listings.json'),
);
const env = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  CATALOG_REFRESH_CRON: 'off',
  NEWSLETTER_DIGEST_CRON: 'off',
  DATABASE_MAINTENANCE_CRON: 'off',
  DEADLINE_REMINDERS: 'false',
});
const newApp = () =>
  buildApp({ env, database, webDistDir: null, vaultKeyring: keyringFrom(Buffer.alloc(32, 7)) });
const app = await newApp();
const admin = await signIn(app, await buildUser(database, { role: 'admin' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const refresh = (instance: typeof app, cookie: string) =>
  instance.inject({
    method: adminApi.refreshOpportunities.method,
    url: endpointUrl(adminApi.refreshOpportunities),
    headers: { cookie },
  });

const poller = spawn(process.execPath, ['--input-type=module', '-e', POLLER, base], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = readline.createInterface({ input: poller.stdout })[Symbol.asyncIterator]();
const nextMs = async () => (JSON.parse((await lines.next()).value as string) as { ms: number }).ms;

await nextMs(); // the first request of a process pays one-off costs
const idle: number[] = [];
for (let i = 0; i < 20; i++) idle.push(await nextMs());
let refreshing = true;
const started = performance.now();
const running = refresh(app, admin).finally(() => (refreshing = false));
const during: number[] = [];
while (refreshing) during.push(await nextMs());
await running;
const refreshMs = performance.now() - started;
poller.kill();

// Closing mid-refresh: a second instance on the same database, closed once its import is running.
const closer = await newApp();
const closerAdmin = await signIn(closer, await buildUser(database, { role: 'admin' }));
const interrupted = refresh(closer, closerAdmin);
while ((await database.query("SELECT 1 FROM scraping_runs WHERE status = 'running'")).length === 0)
  await sleep(20);
const closing = performance.now();
await closer.close();
const closeMs = performance.now() - closing;
await interrupted;

await app.close();
await database.close();
console.log(JSON.stringify({ idle, during, refreshMs, closeMs }));
