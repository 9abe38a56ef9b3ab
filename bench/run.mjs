// npm run bench: runs every bench/*.bench.mjs (or the names given), prints a table per benchmark and
// writes all figures to bench/results/latest.json. Figures are reported, never asserted: budgets
// live in docs/quality.md and ratios against an in-run baseline absorb machine noise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from '../scripts/ensure-built.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.startsWith(w)))
  .sort();

ensureBuilt();
const results = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  at: new Date().toISOString(),
  benchmarks: {},
};
for (const file of files) {
  const bench = await import(pathToFileURL(path.join(here, file)).href);
  console.log(`\n== ${bench.title} ==`);
  const figures = await bench.run();
  console.table(figures.rows);
  if (figures.notes) for (const note of figures.notes) console.log(note);
  results.benchmarks[file.replace('.bench.mjs', '')] = figures;
}
const out = path.join(here, 'results', 'latest.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
// Running a subset keeps the other benchmarks' last figures.
if (wanted.length > 0 && fs.existsSync(out)) {
  const previous = JSON.parse(fs.readFileSync(out, 'utf8'));
  results.benchmarks = { ...previous.benchmarks, ...results.benchmarks };
}
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten: ${path.relative(process.cwd(), out)}`);
