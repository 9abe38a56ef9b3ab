import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import type { VaultKeyring } from '../src/modules/documents/vault-crypto';
import { createTestApp, makeTempDir, testEnv, type TestContext } from './test-app';
import { testDatabaseKind } from './test-database-config';

// What the "no plaintext at rest" tests (ADR 021: vault documents, ADR 029: builder drafts) share:
// store something carrying a random marker, then look for it in every byte the database wrote.

/** Long and random, so a hit can only be a leak. */
export const plaintextMarker = (prefix: string) => `${prefix}-${randomBytes(24).toString('hex')}`;

/** Every file under a directory, read whole. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface PlaintextScan {
  /** Stores what must be sealed, through the API of the app it is given. */
  store: (ctx: TestContext) => Promise<void>;
  marker: string;
  /** Text stored in the clear beside it: finding it shows the scan can see stored text at all. */
  visible: string;
}

/**
 * Where the marker appears at rest: on PGlite, the files of a file-backed data directory after it
 * closed; on PostgreSQL, a data-only pg_dump. Throws when the visible text is not found.
 */
export async function plaintextLeaks(scan: PlaintextScan): Promise<string[]> {
  const needles = [Buffer.from(scan.marker), Buffer.from(Buffer.from(scan.marker).toString('hex'))];
  const leaks = (bytes: Buffer) => needles.some((needle) => bytes.includes(needle));
  const seen = (bytes: Buffer) => bytes.includes(Buffer.from(scan.visible));

  if (testDatabaseKind() === 'pglite') {
    const dataDir = makeTempDir('ff-plaintext-scan-');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await runMigrations(database);
    const ctx = await createTestApp({ database });
    try {
      await scan.store(ctx);
    } finally {
      await ctx.close();
    }
    const files = filesUnder(dataDir).map((file) => ({ file, bytes: fs.readFileSync(file) }));
    if (!files.some(({ bytes }) => seen(bytes))) throw new Error('the scan did not see the visible text');
    return files.filter(({ bytes }) => leaks(bytes)).map(({ file }) => file);
  }

  const ctx = await createTestApp();
  try {
    await scan.store(ctx);
    const url = (ctx.database as { url?: string }).url!;
    const dump = execFileSync('/usr/bin/pg_dump', ['--data-only', url], { maxBuffer: 256 * 1024 * 1024 });
    if (!seen(dump)) throw new Error('the scan did not see the visible text');
    return leaks(dump) ? ['pg_dump'] : [];
  } finally {
    await ctx.close();
  }
}

/** A second app over the same database with another keyring, its log lines captured. */
export function appWithKeyring(ctx: TestContext, vaultKeyring: VaultKeyring, logs: string[] = []) {
  return buildApp({
    env: testEnv({ LOG_LEVEL: 'error' }),
    database: ctx.database,
    webDistDir: null,
    vaultKeyring,
    logStream: { write: (line: string) => void logs.push(line) },
  });
}
