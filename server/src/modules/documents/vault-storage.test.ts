import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { buildUser, signIn } from '../../../test/factories';
import {
  createTestApp,
  makeTempDir,
  testEnv,
  testVaultKeyring,
  type TestContext,
} from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database-config';
import { minimalPdf, multipart } from '../../../test/vault-files';
import { createDocumentsRepo } from './documents.repo';
import { keyringFrom, newMasterKey, type VaultKeyring } from './vault-crypto';
import { rotateVaultKeys } from './vault-rotation';

type App = TestContext['app'];

async function storeDocuments(app: App, cookie: string, marker: string) {
  const text = await app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie },
    payload: { name: 'Statement', type: 'personal_statement', content: `before ${marker} after` },
  });
  const body = await multipart(
    { name: 'Resume', type: 'resume' },
    { name: 'cv.pdf', bytes: minimalPdf(marker) },
  );
  const file = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect([text.statusCode, file.statusCode]).toEqual([201, 201]);
  return [text.json().id as number, file.json().id as number];
}

/** A second app over the same database with another keyring (the database stays open). */
async function appWith(ctx: TestContext, vaultKeyring: VaultKeyring, logs: string[] = []) {
  return buildApp({
    env: testEnv({ LOG_LEVEL: 'error' }),
    database: ctx.database,
    webDistDir: null,
    vaultKeyring,
    logStream: { write: (line: string) => void logs.push(line) },
  });
}

describe('vault key rotation and integrity', () => {
  let ctx: TestContext;
  let cookie: string;
  const keyA = newMasterKey();
  beforeAll(async () => {
    ctx = await createTestApp({ vaultKeyring: keyringFrom(keyA) });
    cookie = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  it('re-wraps every document under the new key; they stay readable without the old one', async () => {
    const ids = [
      ...(await storeDocuments(ctx.app, cookie, 'one')),
      ...(await storeDocuments(ctx.app, cookie, 'two')),
    ];
    const keyB = newMasterKey();
    const both = keyringFrom(keyB, [keyA]);
    const result = await rotateVaultKeys([createDocumentsRepo(ctx.database.db)], both, 3);
    expect(result).toEqual({ rewrapped: 4, keyId: both.currentId });
    const keyIds = await ctx.database.query<{ key_id: string }>('SELECT DISTINCT key_id FROM user_documents');
    expect(keyIds).toEqual([{ key_id: both.currentId }]);
    expect(await rotateVaultKeys([createDocumentsRepo(ctx.database.db)], both)).toEqual({
      rewrapped: 0,
      keyId: both.currentId,
    });

    const onlyB = await appWith(ctx, keyringFrom(keyB));
    try {
      const answers = await Promise.all(
        ids.map((id) => onlyB.inject({ url: `/api/documents/${id}/download`, headers: { cookie } })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers[0]!.body).toBe('before one after');
      expect(answers[3]!.rawPayload.equals(minimalPdf('two'))).toBe(true);
    } finally {
      await onlyB.close();
    }
  });

  it('answers a tampered document with a generic 500 and logs its id', async () => {
    const [id] = await storeDocuments(ctx.app, cookie, 'tampered');
    await ctx.database.query('UPDATE user_documents SET ciphertext = ciphertext || $2::bytea WHERE id = $1', [
      id,
      Buffer.from('x'),
    ]);
    const logs: string[] = [];
    const app = await appWith(ctx, testVaultKeyring(), logs);
    try {
      for (const url of [`/api/documents/${id}`, `/api/documents/${id}/download`]) {
        const response = await app.inject({ url, headers: { cookie } });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({
          code: 'INTERNAL_ERROR',
          message: 'Something went wrong on our side. Please try again later.',
        });
      }
      expect(logs.some((line) => line.includes(`vault document ${id}:`))).toBe(true);
    } finally {
      await app.close();
    }
  });
});

/** Every file under a directory, read whole. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('no plaintext at rest', () => {
  // Long and random, so a hit can only be a leak.
  const marker = `ff-plaintext-marker-${randomBytes(24).toString('hex')}`;

  const needles = [Buffer.from(marker), Buffer.from(Buffer.from(marker).toString('hex'))];
  const leaks = (bytes: Buffer) => needles.some((needle) => bytes.includes(needle));

  /** PGlite: store on a file-backed data directory, close it, read every file it wrote. */
  async function scanDataDirectory() {
    const dataDir = makeTempDir('ff-vault-scan-');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await runMigrations(database);
    const ctx = await createTestApp({ database });
    try {
      const cookie = await signIn(ctx.app, await buildUser(ctx.database));
      await storeDocuments(ctx.app, cookie, marker);
    } finally {
      await ctx.close();
    }
    const files = filesUnder(dataDir).map((file) => ({ file, bytes: fs.readFileSync(file) }));
    // The scan can see stored text at all: the (unencrypted) document name is there.
    expect(files.some(({ bytes }) => bytes.includes(Buffer.from('Statement')))).toBe(true);
    return files.filter(({ bytes }) => leaks(bytes)).map(({ file }) => file);
  }

  /** PostgreSQL: a data-only pg_dump of the test database. */
  async function scanDump() {
    const ctx = await createTestApp();
    try {
      const cookie = await signIn(ctx.app, await buildUser(ctx.database));
      await storeDocuments(ctx.app, cookie, marker);
      const url = (ctx.database as { url?: string }).url!;
      const dump = execFileSync('/usr/bin/pg_dump', ['--data-only', url], { maxBuffer: 256 * 1024 * 1024 });
      expect(dump.includes(Buffer.from('Statement'))).toBe(true);
      return leaks(dump) ? ['pg_dump'] : [];
    } finally {
      await ctx.close();
    }
  }

  it('stores no document text or bytes in the clear', async () => {
    expect(await (testDatabaseKind() === 'pglite' ? scanDataDirectory() : scanDump())).toEqual([]);
  });
});
