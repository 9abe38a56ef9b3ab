// Import of the 6,000-listing Simplify snapshot into a fresh, migrated PGlite (budget ≤ 15 s), then a
// second run of the same file (must add 0 rows). Baseline: the same CLI started without arguments
// (process start + module loading only), measured in the same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib.mjs';

export const title = 'import of the 6,000-listing internship snapshot (PGlite)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = ['--import', 'tsx', 'server/src/cli/import.ts'];
const file = 'data/seed/internships/simplify-listings.json';

function runCli(args, dataDir) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  const figure = (label) =>
    Number(new RegExp(`${label}\\s+([\\d,]+)`).exec(result.stdout)?.[1]?.replace(/,/g, '') ?? NaN);
  return {
    ms,
    status: result.status,
    added: figure('added'),
    unchanged: figure('unchanged'),
    output: result.stdout + result.stderr,
  };
}

export async function run(runs = 3) {
  const samples = { baseline: [], first: [], second: [] };
  const counts = { added: [], secondAdded: [], secondUnchanged: [] };
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-import-'));
    samples.baseline.push(runCli(cli, dataDir).ms);
    const migrate = runCli(['--import', 'tsx', 'server/src/db/migrate-cli.ts'], dataDir);
    if (migrate.status !== 0) throw new Error(migrate.output);
    const first = runCli([...cli, 'simplify', file], dataDir);
    const second = runCli([...cli, 'simplify', file], dataDir);
    if (first.status !== 0 || second.status !== 0) throw new Error(first.output + second.output);
    samples.first.push(first.ms);
    samples.second.push(second.ms);
    counts.added.push(first.added);
    counts.secondAdded.push(second.added);
    counts.secondUnchanged.push(second.unchanged);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = median(samples.baseline);
  const row = (figure, values, extra = {}) => ({
    figure,
    runs: values.length,
    'min ms': Math.round(Math.min(...values)),
    'median ms': Math.round(median(values)),
    'max ms': Math.round(Math.max(...values)),
    '× baseline': +(median(values) / base).toFixed(1),
    ...extra,
  });
  return {
    rows: [
      row('baseline: CLI start without arguments', samples.baseline),
      row('first import (whole process)', samples.first, {
        budget: '≤ 15000 ms',
        rows: `added ${counts.added.join('/')}`,
      }),
      row('second import of the same file', samples.second, {
        rows: `added ${counts.secondAdded.join('/')}, unchanged ${counts.secondUnchanged.join('/')}`,
      }),
    ],
  };
}
