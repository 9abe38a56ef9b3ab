// The whole bundled seed imported into a fresh PGlite as a first start does (every source, then the
// de-duplication pass): total time, and per source the rows imported, open today, duplicates and
// derived-field coverage. Baseline: the same process with SEED_DATA=false (start-up + migrations).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib.mjs';

export const title = 'first-start import of the whole seed (PGlite)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function runReport(seed) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-seed-'));
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-report.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      SEED_DATA: String(seed),
    },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(result.stdout + result.stderr);
  const line = result.stdout.trim().split('\n').at(-1);
  return { ms, report: JSON.parse(line) };
}

export async function run(runs = 2) {
  const baseline = [];
  const seeded = [];
  let report;
  for (let i = 0; i < runs; i++) {
    baseline.push(runReport(false).ms);
    const run = runReport(true);
    seeded.push(run.ms);
    report = run.report;
  }
  const base = median(baseline);
  const total = (key) => report.sources.reduce((sum, row) => sum + row[key], 0);
  const rows = [
    { figure: 'baseline: start + migrations, no seed', 'median ms': Math.round(base), '× baseline': 1 },
    {
      figure: 'first start with the whole seed (whole process)',
      'median ms': Math.round(median(seeded)),
      '× baseline': +(median(seeded) / base).toFixed(1),
      rows: `imported ${total('imported')}, open ${total('open')}, duplicates hidden ${total('duplicates')}`,
    },
    ...report.sources.map((row) => ({
      figure: `${row.table}: ${row.source}`,
      'median ms': row.ms,
      rows: `imported ${row.imported}, open ${row.open} (dated ${row.open_dated}), dup ${row.duplicates}`,
      derived: `essay ${row.essay}, majors ${row.majors}, state ${row.state}, award ${row.award}`,
    })),
  ];
  return {
    rows,
    notes: [`open = open on ${report.today} by the product's rule (deadline AoE, season, source)`],
  };
}
