// Browse API on PostgreSQL at ~100,000 opportunities with 32 concurrent connections (quality.md:
// p99 ≤ 50 ms, 0 errors). The seed catalog (10,330 rows) is copied ten times with new identities.
// Baseline: GET /api/health under the same load on the same server. Needs a local PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, median, percentile, startBuiltServer } from './lib.mjs';

export const title = 'browse API at ~100,000 opportunities (PostgreSQL, 32 connections)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const shapes = [
  '',
  'q=engineering',
  'type=internships&remote=true',
  'chip=women-in-stem',
  'sort=deadline',
  'q=data&sort=newest&offset=24',
];

function urlFor(database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Ten copies of every listing, each with its own identity, so indexes and plans see 100k rows. */
async function multiply(client) {
  for (const table of ['scholarships', 'internships']) {
    const { rows } = await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'unique_hash', 'title')`,
      [table],
    );
    const columns = rows.map((row) => row.column_name).join(', ');
    await client.query(
      `INSERT INTO ${table} (title, unique_hash, ${columns})
       SELECT title || ' ' || g, md5(unique_hash || g), ${columns} FROM ${table}, generate_series(1, 9) AS g`,
    );
  }
  await client.query('ANALYZE scholarships, internships');
  const { rows } = await client.query(
    'SELECT (SELECT count(*) FROM scholarships) + (SELECT count(*) FROM internships) AS n',
  );
  return Number(rows[0].n);
}

/** `connections` workers each send requests back to back until `total` have been sent. */
async function load(urls, connections, total) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < total) {
        const url = urls[next++ % urls.length];
        const t = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

export async function run({ requests = 3000 } = {}) {
  const database = `ff_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  const port = await freePort();
  const server = await startBuiltServer(root, port, { DATABASE_URL: urlFor(database) });
  const client = new pg.Client({ connectionString: urlFor(database) });
  await client.connect();
  try {
    const rowsTotal = await multiply(client);
    const base = `http://127.0.0.1:${port}`;
    await load(
      shapes.map((q) => `${base}/api/opportunities?${q}`),
      4,
      60,
    ); // warm-up
    const health = await load([`${base}/api/health`], 32, requests);
    const browse = await load(
      shapes.map((q) => `${base}/api/opportunities?${q}`),
      32,
      requests,
    );
    const row = (figure, result, budget = '') => ({
      figure,
      requests: result.latencies.length,
      errors: result.errors,
      'req/s': Math.round(result.latencies.length / result.seconds),
      'p50 ms': +median(result.latencies).toFixed(1),
      'p99 ms': +percentile(result.latencies, 99).toFixed(1),
      budget,
    });
    return {
      rows: [
        row('baseline: GET /api/health, 32 connections', health),
        row(`browse, page of 12 (${rowsTotal} rows)`, browse, 'p99 ≤ 50 ms, 0 errors'),
      ],
      notes: [
        `browse throughput = ${((100 * browse.latencies.length) / browse.seconds / (health.latencies.length / health.seconds)).toFixed(0)} % of the health route (the budget's static-JSON comparison route does not exist yet)`,
      ],
    };
  } finally {
    await client.end();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
