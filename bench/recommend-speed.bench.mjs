// Latency of GET /api/recommendations?limit=5 for a full profile (quality.md: ≤ 50 ms server time),
// (a) on the seed catalog (PGlite, fresh data directory) and (b) on the large PostgreSQL catalog
// (the seed copied ten times, bench/pg-catalog.mjs). Two figures each:
// - cold: the first call after a profile change (a skill toggled before every sample), when the
//   engine recomputes. The first 20 after the server started are reported apart: V8 is still
//   optimizing the engine's and PGlite's code then (ADR 050);
// - warm: the same call repeated, answered from the stored recommendations.
// Baseline: GET /api/health on the same server, interleaved with the warm calls. Requests are
// sequential over loopback, so their wall time is the server's time plus a loopback round trip the
// baseline shows. Bounded: 80 cold and 100 warm calls per catalog.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  callApi,
  freePort,
  median,
  percentile,
  signUpStudent,
  startBuiltServer,
  stopServer,
} from './lib.mjs';
import { createLargeCatalog } from './pg-catalog.mjs';

export const title =
  'recommendations latency, top 5 for a full profile: seed catalog (PGlite) and large catalog (PostgreSQL)';
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const BUDGET = '≤ 50 ms';

/** A full profile from the quality bench's judged set: every field filled. */
function fullProfile() {
  const file = JSON.parse(fs.readFileSync(path.join(here, 'recommend-profiles.json'), 'utf8'));
  return file.profiles.find((entry) => entry.key === 'ug-cs-ml-wa').profile;
}

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Cold and warm samples of the top 5 for one new account on the server at `base`. */
async function measure(base, { first = 20, cold = 60, warm = 100 } = {}) {
  const profile = fullProfile();
  const cookie = await signUpStudent(base, `rs_${Date.now().toString(36)}`, profile.name);
  const recommend = () => callApi(base, '/api/recommendations?limit=5', { cookie });
  const save = (skills) =>
    callApi(base, '/api/profile', { method: 'PUT', cookie, body: { ...profile, skills } });
  await save(profile.skills);
  await recommend(); // the first computation for this account also warms the server's code paths
  const samples = { first: [], cold: [], warm: [], health: [] };
  for (let i = 0; i < first + cold; i++) {
    await save(i % 2 === 0 ? [...profile.skills, 'Kubernetes'] : profile.skills);
    (i < first ? samples.first : samples.cold).push(await timed(recommend));
  }
  for (let i = 0; i < warm; i++) {
    samples.warm.push(await timed(recommend));
    samples.health.push(await timed(() => callApi(base, '/api/health')));
  }
  return samples;
}

function rows(catalog, samples) {
  const baseline = percentile(samples.health, 95);
  const row = (figure, values, budget = '') => ({
    catalog,
    figure,
    requests: values.length,
    'p50 ms': +median(values).toFixed(1),
    'p95 ms': +percentile(values, 95).toFixed(1),
    '× baseline p95': +(percentile(values, 95) / baseline).toFixed(1),
    budget,
  });
  return [
    row('baseline: GET /api/health', samples.health),
    row('cold, the first 20 after the server started', samples.first),
    row('cold: first call after a profile change', samples.cold, BUDGET),
    row('warm: repeated call', samples.warm, BUDGET),
  ];
}

async function seedCatalog() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-recommend-speed-'));
  const port = await freePort();
  const server = await startBuiltServer(root, port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CATALOG_REFRESH_CRON: 'off',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const open = async (type) =>
      Number((await fetch(`${base}/api/${type}?limit=1`)).headers.get('x-total-count'));
    const total = (await open('scholarships')) + (await open('internships'));
    return rows(`seed, ${total} open listings (PGlite)`, await measure(base));
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function largeCatalog() {
  const catalog = await createLargeCatalog(root);
  try {
    const samples = await measure(`http://127.0.0.1:${catalog.port}`);
    return rows(`large, ${catalog.rowsTotal} rows (PostgreSQL)`, samples);
  } finally {
    await stopServer(catalog.server);
    await catalog.drop();
  }
}

export async function run() {
  return {
    rows: [...(await seedCatalog()), ...(await largeCatalog())],
    notes: [
      'sequential requests over loopback; the health baseline is the round trip with almost no server work',
      'cold: a skill is toggled with PUT /api/profile before each sample (the save is not timed)',
    ],
  };
}
