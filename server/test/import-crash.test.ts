import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createTestDatabase, makeTempDir } from './test-app';
import { testDatabaseKind } from './test-database-config';

const root = path.resolve(import.meta.dirname, '../..');
const seedFile = path.join(root, 'data/seed/internships/simplify-listings.json');
const BATCH = 200;

/** Runs the import CLI; resolves with its output, or kills it with SIGKILL once `killAfter` is printed. */
function runImport(
  env: Record<string, string>,
  killAfter?: RegExp,
): Promise<{ output: string; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // tsx as a loader in this very process: SIGKILL must hit the importer itself, not a wrapper.
      ['--import', 'tsx', 'server/src/cli/import.ts', 'simplify', seedFile, `--batch-size=${BATCH}`],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let killed = false;
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (killAfter && !killed && killAfter.test(output)) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) =>
      killed || code === 0
        ? resolve({ output, killed })
        : reject(new Error(`import exited ${code}:\n${output}`)),
    );
  });
}

describe('import killed mid-way', () => {
  const dataDir = makeTempDir('ff-crash-');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('leaves whole batches only, no duplicates, and a re-run completes the rest', async () => {
    let env: Record<string, string>;
    let reopen: () => Promise<DatabaseHandle>;
    let cleanup = async () => {};
    if (testDatabaseKind() === 'postgres') {
      const database = await createTestDatabase();
      env = { DATABASE_URL: database.url!, DATA_DIR: dataDir };
      reopen = async () => database;
      cleanup = () => database.close();
    } else {
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
      const pglite = await openDatabase({ kind: 'pglite', dataDir });
      await runMigrations(pglite);
      await pglite.close();
      // After SIGKILL the lock still names the killed import's pid: it is taken over at once.
      reopen = () => openDatabase({ kind: 'pglite', dataDir });
    }

    const first = await runImport(env, /imported [1-9]\d{2,}\//);
    expect(first.killed).toBe(true);

    let database = await reopen();
    const rowsAfterKill = await database.query<{ n: number; distinct_hashes: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT unique_hash)::int AS distinct_hashes FROM internships',
    );
    const { n, distinct_hashes } = rowsAfterKill[0]!;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(6000); // it really stopped mid-way
    expect(n % BATCH).toBe(0);
    expect(distinct_hashes).toBe(n);
    if (testDatabaseKind() === 'pglite') await database.close();

    const second = await runImport(env);
    const added = Number(/added\s+([\d,]+)/.exec(second.output)?.[1]?.replace(/,/g, ''));
    const unchanged = Number(/unchanged\s+([\d,]+)/.exec(second.output)?.[1]?.replace(/,/g, ''));
    expect(unchanged).toBe(n);

    database = await reopen();
    const [after] = await database.query<{ n: number; distinct_hashes: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT unique_hash)::int AS distinct_hashes FROM internships',
    );
    expect(after!.n).toBe(n + added);
    expect(after!.distinct_hashes).toBe(after!.n);
    await (testDatabaseKind() === 'postgres' ? cleanup() : database.close());
  }, 120_000);
});
