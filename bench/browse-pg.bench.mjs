// Browse API on PostgreSQL at ~100,000 opportunities with 32 concurrent connections (quality.md:
// p99 ≤ 50 ms, 0 errors, throughput ≥ 40 % of a static-JSON route of the same size on the same
// server). The catalog is the seed copied ten times with new identities (bench/pg-catalog.mjs, which
// needs a local PostgreSQL). The baseline is the default browse page's JSON body answered from memory
// by the same server process (bench/static-json-server.ts: the product's buildApp plus that one
// route). The floor row answers the same body after two `SELECT $1` round trips to the database:
// what any design that asks the database on a cache miss can reach at best (ADR 057). Browse is
// measured twice: repeated query shapes (answered from the catalog-version cache, ADR 009) and
// distinct queries (every request a new filter, so every one runs its page and count SQL). Distinct
// queries are also sent at fixed rates (50 and 200 req/s, open loop, evenly spaced, latency from
// each request's planned time), so queueing on a 2-core machine shared with the load generator is
// not mistaken for query cost. Loopback only; request counts are bounded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import autocannon from 'autocannon';
import { freePort, median, percentile, startBuiltServer, stopServer } from './lib.mjs';
import { createLargeCatalog } from './pg-catalog.mjs';

export const title = 'browse API at ~100,000 opportunities (PostgreSQL, 32 connections)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shapes = [
  '',
  'q=engineering',
  'type=internships&remote=true',
  'chip=women-in-stem',
  'sort=deadline',
  'q=data&sort=newest&offset=24',
];

/**
 * `seconds` of back-to-back requests over 32 keep-alive connections (a fixed duration, so the
 * request rate is not rounded to autocannon's one-second sampling). `pathFor(i)` gives the i-th
 * request's path, so a run can repeat a few shapes or make every request distinct.
 */
async function load(base, pathFor, seconds, connections = 32) {
  let sent = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor(sent++) }) }],
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * Open-loop load at a fixed rate: request i leaves at start + i / rate seconds whether or not the
 * earlier ones have answered, and its latency counts from that planned time, so a slow server
 * cannot slow the load down (coordinated omission). autocannon's rate limit is not this: each
 * connection sends its share of a second back to back at the start of the second, so 32
 * connections burst together and queue behind one another.
 */
async function openLoop(base, pathFor, rate, seconds, connections = 32) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(base);
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  const start = performance.now() + 100;
  const send = (i) =>
    new Promise((resolve) => {
      const planned = start + (i * 1000) / rate;
      const done = (ok) => {
        if (!ok) errors += 1;
        latencies.push(performance.now() - planned);
        resolve();
      };
      setTimeout(
        () => {
          const request = http.get({ hostname, port, path: pathFor(i), agent }, (response) => {
            response.resume();
            response.on('end', () => done(response.statusCode === 200));
          });
          request.on('error', () => done(false));
        },
        Math.max(0, planned - performance.now()),
      );
    });
  await Promise.all(Array.from({ length: total }, (_, i) => send(i)));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    requests: total,
    errors,
    rps: total / elapsed,
    p50: Math.round(median(latencies)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

export async function run({ seconds = 8 } = {}) {
  const catalog = await createLargeCatalog(root);
  let server = catalog.server;
  const { rowsTotal } = catalog;
  const bodyFile = path.join(os.tmpdir(), `ff-bench-page-${process.pid}.json`);
  try {
    const body = await (await fetch(`http://127.0.0.1:${catalog.port}/api/opportunities`)).text();
    await stopServer(server);
    fs.writeFileSync(bodyFile, body);
    const port = await freePort();
    server = await startBuiltServer(root, port, { ...catalog.env, BENCH_STATIC_JSON_FILE: bodyFile }, [
      '--import',
      'tsx',
      'bench/static-json-server.ts',
    ]);
    const base = `http://127.0.0.1:${port}`;
    const browsePath = (shape) => `/api/opportunities?${shape}`;
    // A new minimum GPA per request (4 plus millionths: nearly every listing passes) makes each query
    // distinct; one counter for the whole run, so no later row meets an earlier row's query cached.
    let distinctCount = 0;
    const distinctPath = (i) =>
      `/api/opportunities?${shapes[i % shapes.length]}&minGpa=${(4 + ++distinctCount / 1e6).toFixed(6)}`;

    await load(base, (i) => browsePath(shapes[i % shapes.length]), 2, 4); // warm-up
    const staticJson = await load(base, () => '/bench/static-json', seconds);
    const afterDb = await load(base, () => '/bench/static-json-after-db', seconds);
    const repeated = await load(base, (i) => browsePath(shapes[i % shapes.length]), seconds);
    const distinct = await load(base, distinctPath, seconds);
    const at50 = await openLoop(base, distinctPath, 50, seconds);
    const at200 = await openLoop(base, distinctPath, 200, seconds);
    const row = (figure, result, budget = '') => ({
      figure,
      requests: result.requests,
      errors: result.errors,
      'req/s': Math.round(result.rps),
      '% of static': Math.round((100 * result.rps) / staticJson.rps),
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      budget,
    });
    const budget = 'p99 ≤ 50 ms, 0 errors, ≥ 40 % of static';
    return {
      rows: [
        row(`baseline: static JSON of a browse page (${body.length} bytes)`, staticJson),
        row('floor: the same JSON after two SELECT $1 round trips to the database', afterDb),
        row(`browse, ${shapes.length} repeated shapes (${rowsTotal} rows)`, repeated, budget),
        row(`browse, every request a distinct query (${rowsTotal} rows)`, distinct, budget),
        row('distinct queries at a fixed 50 req/s (open loop)', at50),
        row('distinct queries at a fixed 200 req/s (open loop)', at200, 'p99 ≤ 50 ms, 0 errors'),
      ],
    };
  } finally {
    fs.rmSync(bodyFile, { force: true });
    await stopServer(server);
    await catalog.drop();
  }
}
