// `npm start` to the first 200 on /api/health: cold (fresh DATA_DIR: create the embedded database and
// migrate) and warm (data dir already initialised; budget ≤ 3 s). Baseline: a bare Node HTTP server
// started the same way, so the ratio shows our own start-up cost on this machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median, timeToFirst200 } from './lib.mjs';

export const title = 'npm start → first 200 on /api/health';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE = "require('node:http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT,'127.0.0.1')";

async function measure(kind, dataDir) {
  const port = await freePort();
  if (kind === 'baseline') {
    return timeToFirst200({
      command: process.execPath,
      args: ['-e', BASELINE],
      cwd: root,
      env: { PORT: String(port) },
      port,
      urlPath: '/',
    });
  }
  return timeToFirst200({
    command: 'npm',
    args: ['start', '--silent'],
    cwd: root,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    port,
    urlPath: '/api/health',
  });
}

export async function run({ coldRuns = 3, warmRuns = 5 } = {}) {
  const samples = { baseline: [], cold: [], warm: [] };
  const warmDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-warm-'));
  await measure('cold', warmDir); // initialise the warm data dir once
  for (let i = 0; i < Math.max(coldRuns, warmRuns); i++) {
    // Interleave the kinds so drift on a noisy machine hits all of them alike.
    samples.baseline.push(await measure('baseline'));
    if (i < warmRuns) samples.warm.push(await measure('warm', warmDir));
    if (i < coldRuns) {
      const coldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-cold-'));
      samples.cold.push(await measure('cold', coldDir));
      fs.rmSync(coldDir, { recursive: true, force: true });
    }
  }
  fs.rmSync(warmDir, { recursive: true, force: true });
  const base = median(samples.baseline);
  const row = (name, values, budgetMs) => ({
    figure: name,
    runs: values.length,
    'min ms': Math.round(Math.min(...values)),
    'median ms': Math.round(median(values)),
    'max ms': Math.round(Math.max(...values)),
    '× baseline': +(median(values) / base).toFixed(1),
    budget: budgetMs ? `≤ ${budgetMs} ms` : '',
  });
  return {
    rows: [
      row('baseline: bare node http server', samples.baseline),
      row('warm start (data dir initialised)', samples.warm, 3000),
      row('cold start (new data dir: initdb + migrations)', samples.cold),
    ],
  };
}
