// npm test: the whole suite (quality.md) — typecheck, lint, format, then every Vitest project (core, web,
// server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is set, browser journeys).
// Ends with one plain line: "N passed, N failed" (", N skipped" when any were skipped).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

let failedChecks = 0;
/** Runs one step and says how it went and how long it took (the CI time is the sum of these). */
const check = (name, step) => {
  const started = Date.now();
  const ok = step();
  console.log(`${name}: ${ok ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (!ok) failedChecks += 1;
  return ok;
};

ensureBuilt();
check('typecheck', () => run('npm', ['run', 'typecheck', '--silent']));
check('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
check('format', () => run('npm', ['run', 'format:check', '--silent']));

const reportFile = path.join(root, '.test-artifacts', 'vitest.json');
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.rmSync(reportFile, { force: true });
const vitestStarted = Date.now();
const vitestOk = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...process.argv.slice(2),
]);
const vitestSeconds = Math.round((Date.now() - vitestStarted) / 1000);

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(reportFile)) {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
  // A file that failed to load has no tests to count but is still a failure.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  failed += brokenFiles;
  console.log(
    `vitest: ${vitestSeconds} s; per workspace, from its first file's start to its last file's end:`,
  );
  for (const [workspace, span] of workspaceSpans(report)) console.log(`  ${workspace}: ${span} s`);
} else {
  failed += 1;
}
if (!vitestOk && failed === 0) failed = 1;
failed += failedChecks;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);

/** Each workspace's span in the run (server holds both database projects; spans overlap). */
function workspaceSpans(report) {
  const spans = new Map();
  for (const file of report.testResults) {
    const workspace = path.relative(root, file.name).split(path.sep)[0];
    const span = spans.get(workspace) ?? { start: Infinity, end: 0 };
    spans.set(workspace, {
      start: Math.min(span.start, file.startTime),
      end: Math.max(span.end, file.endTime),
    });
  }
  return [...spans].map(([workspace, { start, end }]) => [workspace, Math.round((end - start) / 1000)]);
}
