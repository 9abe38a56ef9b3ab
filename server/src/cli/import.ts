import { deadlineToday } from '@futurefund/core';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { adapters } from '../sources/adapters';
import { databaseConfigFromEnv, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { parseEnv } from '../env';
import { createCatalogWriteRepo } from '../modules/opportunity-data/catalog-write.repo';
import { createDataSourcesRepo } from '../modules/opportunity-data/data-sources.repo';
import {
  importOpportunities,
  IMPORT_BATCH_SIZE,
  type ImportSummary,
} from '../modules/opportunity-data/import.service';
import { loadSourceInput } from '../modules/opportunity-data/source-input';

// npm run import -- <adapter> <file|folder|url> [--batch-size=N]
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const batchFlag = process.argv.find((arg) => arg.startsWith('--batch-size='));
const batchSize = batchFlag ? Number(batchFlag.split('=')[1]) : IMPORT_BATCH_SIZE;
const [adapterName, target] = args;
const adapter = adapterName ? adapters[adapterName] : undefined;

if (!adapter || !target || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error('Usage: npm run import -- <adapter> <file|folder|url> [--batch-size=N]');
  console.error(`Adapters: ${Object.keys(adapters).join(', ')}`);
  process.exit(2);
}

const env = parseEnv();
const isUrl = /^https?:\/\//.test(target);
const localPath = isUrl ? '' : path.resolve(env.INIT_CWD ?? process.cwd(), target);
const format = (n: number) => n.toLocaleString('en-US');

function printSummary(summary: ImportSummary, seconds: number) {
  const skipped = Object.values(summary.skipped).reduce((a, b) => a + b, 0);
  console.log(`\nImported ${target} with the ${adapter!.name} adapter in ${seconds.toFixed(1)} s`);
  for (const [label, value] of [
    ['added', summary.added],
    ['updated', summary.updated],
    ['unchanged', summary.unchanged],
    ['skipped', skipped],
  ] as const) {
    console.log(`  ${label.padEnd(10)} ${format(value).padStart(8)}`);
  }
  for (const [reason, count] of Object.entries(summary.skipped))
    console.log(`    ${reason}: ${format(count)}`);
}

const started = performance.now();
const database = await openDatabase(databaseConfigFromEnv(env)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
try {
  await runMigrations(database);
  const sources = createDataSourcesRepo(database.db);
  const source = await sources.upsertSource({
    name: `import: ${adapter.name}: ${isUrl ? target : path.basename(localPath)}`,
    description: `Imported from the command line (${target})`,
    sourceType: 'aggregator',
    url: isUrl ? target : null,
    scrapingConfig: isUrl
      ? { adapter: adapter.name, url: target }
      : { adapter: adapter.name, path: localPath },
    // A URL can be refreshed later; a local path may not exist on the server that refreshes.
    isActive: isUrl,
  });
  const runId = await sources.startRun(source.id, null, new Date());
  try {
    const raw = await loadSourceInput(
      { adapter: adapter.name, ...(isUrl ? { url: target } : { path: localPath }) },
      adapter,
    );
    const parsed = adapter.parse(raw, { now: new Date() });
    // A bar on a terminal; plain lines in logs and pipes (CI), where a bar cannot redraw.
    const isTty = Boolean(process.stderr.isTTY);
    const bar = new cliProgress.SingleBar(
      { format: 'Importing [{bar}] {percentage}% | {value}/{total} listings' },
      cliProgress.Presets.shades_classic,
    );
    if (isTty) bar.start(parsed.opportunities.length, 0);
    const onProgress = (done: number, total: number) => {
      if (isTty) {
        bar.setTotal(total);
        bar.update(done);
      } else console.log(`imported ${done}/${total}`);
    };
    const summary = await importOpportunities(
      createCatalogWriteRepo(database.db),
      parsed,
      { dataSourceId: source.id, adapterName: adapter.name, sourceType: source.sourceType, now: new Date() },
      // Not a full run: a file may hold part of a source, so nothing missing from it is closed.
      { batchSize, onProgress },
    );
    if (isTty) bar.stop();
    const catalog = createCatalogWriteRepo(database.db);
    await catalog.maintain(deadlineToday());
    await catalog.analyze();
    await sources.updateRun(runId, {
      status: 'completed',
      endTime: new Date(),
      totalFound: summary.total,
      newAdded: summary.added,
      updated: summary.updated,
    });
    printSummary(summary, (performance.now() - started) / 1000);
  } catch (error) {
    await sources.updateRun(runId, {
      status: 'failed',
      endTime: new Date(),
      error: (error as Error).message,
    });
    throw error;
  }
} catch (error) {
  console.error(`Import failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
