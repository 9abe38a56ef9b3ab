// Browse API (search + filters + sort, page of 12) on PGlite with the real seed catalog (~14,500
// listings). Budgets: p95 ≤ 30 ms, and ≤ 15 ms for distinct queries (issue 19). Baseline: GET
// /api/health on the same server in the same run. Browse is measured twice: repeated query shapes
// (answered from the catalog-version cache, ADR 009) and distinct queries (every request a new
// filter, so each runs its page and count SQL). The first rounds of distinct queries after the
// server started are reported apart, without a budget: V8 is still optimizing the server's and
// PGlite's code then, and PostgreSQL plans a kept statement for its first five runs (ADR 052).
// Also reports the server's idle RSS with that catalog (budget ≤ 300 MB). Loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median, percentile, startBuiltServer, stopServer } from './lib.mjs';

export const title = 'browse API latency at the seed catalog, ~14,500 opportunities (PGlite)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const queries = [
  '',
  'q=engineering',
  'type=internships&remote=true',
  'chip=women-in-stem',
  'sort=deadline',
  'deadline=90days&educationLevel=Undergraduate',
  'q=data&sort=newest&offset=24',
  'type=scholarships&minAmount=1000&sort=amount-high',
  'q=software&location=CA&type=internships',
  'major=engineering&minGpa=3&essay=none',
];

async function time(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

export async function run({ firstRounds = 5, rounds = 30 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-browse-'));
  const port = await freePort();
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let server = await startBuiltServer(root, port, env);
  const base = `http://127.0.0.1:${port}`;
  try {
    // The browse total stops at 1,000: count the catalog through the type lists' exact totals instead.
    const listed = async (type) =>
      Number((await fetch(`${base}/api/${type}?limit=1`)).headers.get('x-total-count'));
    const total = (await listed('scholarships')) + (await listed('internships'));
    for (const q of queries) await time(`${base}/api/opportunities?${q}`); // warm-up
    const browse = [];
    const firstDistinct = [];
    const distinct = [];
    const health = [];
    for (let round = 0; round < firstRounds + rounds; round++) {
      for (const [index, q] of queries.entries()) {
        browse.push(await time(`${base}/api/opportunities?${q}`));
        // A new minimum GPA each time (2.5–4.0; nearly every listing passes): never a cache hit.
        const minGpa = (2.5 + (round * queries.length + index) / 1000).toFixed(3);
        const params = new URLSearchParams(q);
        params.set('minGpa', minGpa);
        (round < firstRounds ? firstDistinct : distinct).push(
          await time(`${base}/api/opportunities?${params}`),
        );
        health.push(await time(`${base}/api/health`));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rss = rssMb(server.pid);
    // The first start imported the seed in a process of its own (ADR 045): measure a normal start
    // of the same data too, after one round of browse queries.
    await stopServer(server);
    server = await startBuiltServer(root, port, env);
    for (const q of queries) await time(`${base}/api/opportunities?${q}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const restartedRss = rssMb(server.pid);
    const row = (figure, values, budget = '') => ({
      figure,
      requests: values.length,
      'p50 ms': +median(values).toFixed(1),
      'p95 ms': +percentile(values, 95).toFixed(1),
      'p99 ms': +percentile(values, 99).toFixed(1),
      '× baseline p95': +(percentile(values, 95) / percentile(health, 95)).toFixed(1),
      budget,
    });
    return {
      rows: [
        row('baseline: GET /api/health', health),
        row(`browse, ${queries.length} repeated shapes (${total} open listings)`, browse, 'p95 ≤ 30 ms'),
        row(`browse, distinct queries, the first ${firstRounds} rounds after the start`, firstDistinct),
        row(`browse, every request a distinct query (${total} open listings)`, distinct, 'p95 ≤ 15 ms'),
      ],
      notes: [
        `server RSS idle after the first start (seed import) and the run: ${rss} MB (budget ≤ 300 MB)`,
        `server RSS idle after a restart on the same data and one round of queries: ${restartedRss} MB (budget ≤ 300 MB)`,
      ],
      rssMb: rss,
      restartedRssMb: restartedRss,
    };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
