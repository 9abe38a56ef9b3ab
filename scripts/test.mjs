// npm test: the whole suite (quality.md) — typecheck, lint, format, then every Vitest project (core, web,
// server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is set, browser journeys).
// Ends with one plain line: "N passed, N failed" (", N skipped" when any were skipped).
//
// Vitest runs a project limited to one file at a time (the journeys) after all the others, never
// beside them, and a journey keeps only about one and a half cores busy. So the journeys get a
// Vitest process of their own, started first, beside the checks and the other projects; their
// output lines start with "[e2e]". Arguments (`npm test -- --project web`) go to one Vitest run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = path.join(root, '.test-artifacts');

/** Runs a command to its end; with a prefix, its output lines are labelled. */
function run(command, args, prefix) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
      }
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Runs one step and says how it went and how long it took. */
async function check(name, step) {
  const started = Date.now();
  const ok = await step();
  console.log(`${name}: ${ok ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

/** One Vitest run with a JSON report: whether it passed, and the report (null when it wrote none). */
async function vitest(name, args, prefix) {
  const reportFile = path.join(reportDir, `vitest-${name}.json`);
  fs.rmSync(reportFile, { force: true });
  const ok = await check(`vitest (${name})`, () =>
    run(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args],
      prefix,
    ),
  );
  const report = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : null;
  return { ok, report };
}

ensureBuilt();
fs.mkdirSync(reportDir, { recursive: true });
const selected = process.argv.slice(2);
const started = Date.now();

const journeys = selected.length ? null : vitest('journeys', ['--project=e2e'], '[e2e]');
let failedChecks = 0;
for (const [name, command, args] of [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npm', ['run', 'format:check', '--silent']],
]) {
  if (!(await check(name, () => run(command, args)))) failedChecks += 1;
}
const runs = [
  await vitest(selected.length ? 'selected' : 'rest', selected.length ? selected : ['--project=!e2e']),
];
if (journeys) runs.push(await journeys);

let passed = 0;
let failed = failedChecks;
let skipped = 0;
const files = [];
for (const { ok, report } of runs) {
  if (!report) {
    failed += 1;
    continue;
  }
  // A file that failed to load has no tests to count but is still a failure.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failures = report.numFailedTests + brokenFiles;
  passed += report.numPassedTests;
  failed += failures || (ok ? 0 : 1);
  skipped += report.numPendingTests + report.numTodoTests;
  files.push(...report.testResults);
}

console.log(
  `tests: ${Math.round((Date.now() - started) / 1000)} s; per workspace, from its first file's start to its last file's end:`,
);
for (const [workspace, span] of workspaceSpans(files)) console.log(`  ${workspace}: ${span} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);

/** Each workspace's span in the run (server holds both database projects; spans overlap). */
function workspaceSpans(testFiles) {
  const spans = new Map();
  for (const file of testFiles) {
    const workspace = path.relative(root, file.name).split(path.sep)[0];
    const span = spans.get(workspace) ?? { start: Infinity, end: 0 };
    spans.set(workspace, {
      start: Math.min(span.start, file.startTime),
      end: Math.max(span.end, file.endTime),
    });
  }
  return [...spans].map(([workspace, { start, end }]) => [workspace, Math.round((end - start) / 1000)]);
}
