// How promptly the source fetcher gives up on a stalled source once its configured timeout passes
// (the refresh's guard against a source that hangs): bench/fetch-timeout-report.ts, next to a bare
// timer of the same length as the baseline. Whether it gives up at all is a test
// (server/src/sources/fetcher.nodb.test.ts); this reports how late.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib.mjs';

export const title = 'source fetcher: giving up on a stalled source after its timeout';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function run({ runs = 5 } = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/fetch-timeout-report.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_RUNS: String(runs) },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stdout + result.stderr);
  const report = JSON.parse(result.stdout.trim().split('\n').at(-1));
  const rows = [];
  for (const { timeoutMs, baseline, silent, partial } of report.samples) {
    const late = (values) => +(median(values) - timeoutMs).toFixed(1);
    const row = (figure, values) => ({
      figure,
      'timeout ms': timeoutMs,
      runs: values.length,
      'median ms': +median(values).toFixed(1),
      'max ms': +Math.max(...values).toFixed(1),
      'late ms (median)': late(values),
    });
    rows.push(
      row('baseline: a bare timer', baseline),
      row('source never answers', silent),
      row('source stalls after its headers', partial),
    );
  }
  return { rows };
}
