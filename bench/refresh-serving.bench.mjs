// Serving while a refresh imports (ADR 019): health-check latency during a refresh of the largest
// bundled file against the same checks just before it (the baseline), and the time the server
// takes to close mid-refresh. bench/refresh-serving-report.ts measures; this shapes the table.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib.mjs';

export const title = 'serving during a refresh: health latency and closing mid-refresh';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function run() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/refresh-serving-report.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stdout + result.stderr);
  const { idle, during, refreshMs, closeMs } = JSON.parse(result.stdout.trim().split('\n').at(-1));
  const row = (figure, values) => ({
    figure,
    checks: values.length,
    'median ms': +median(values).toFixed(1),
    'max ms': +Math.max(...values).toFixed(1),
    'max / baseline median': +(Math.max(...values) / median(idle)).toFixed(1),
  });
  return {
    rows: [row('baseline: health checks, no refresh', idle), row('health checks during the refresh', during)],
    notes: [`refresh took ${Math.round(refreshMs)} ms; closing mid-refresh took ${Math.round(closeMs)} ms`],
  };
}
