import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApi } from '@futurefund/core';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { appWithKeyring, plaintextLeaks, plaintextMarker } from '../../../test/plaintext-scan';
import { createTestApp, testVaultKeyring, type TestContext } from '../../../test/test-app';
import { minimalPdf, multipart } from '../../../test/vault-files';
import { createDocumentsRepo } from './documents.repo';
import { keyringFrom, newMasterKey } from './vault-crypto';
import { rotateVaultKeys } from './vault-rotation';

type App = TestContext['app'];

async function storeDocuments(app: App, cookie: string, marker: string) {
  const text = await injectAs(app, cookie, documentsApi.create, {
    body: { name: 'Statement', type: 'personal_statement', content: `before ${marker} after` },
  });
  const body = await multipart(
    { name: 'Resume', type: 'resume' },
    { name: 'cv.pdf', bytes: minimalPdf(marker) },
  );
  const file = await injectAs(app, cookie, documentsApi.upload, undefined, body);
  expect([text.statusCode, file.statusCode]).toEqual([201, 201]);
  return [text.json().id as number, file.json().id as number];
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

    const onlyB = await appWithKeyring(ctx, keyringFrom(keyB));
    try {
      const answers = await Promise.all(
        ids.map((id) => injectAs(onlyB, cookie, documentsApi.download, { params: { id } })),
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
    const app = await appWithKeyring(ctx, testVaultKeyring(), logs);
    try {
      for (const endpoint of [documentsApi.get, documentsApi.download]) {
        const response = await injectAs(app, cookie, endpoint, { params: { id: id! } });
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

describe('no plaintext at rest', () => {
  it('stores no document text or bytes in the clear', async () => {
    const marker = plaintextMarker('ff-plaintext-marker');
    const store = async (ctx: TestContext) => {
      const cookie = await signIn(ctx.app, await buildUser(ctx.database));
      await storeDocuments(ctx.app, cookie, marker);
    };
    // The (unencrypted) document name shows the scan sees stored text at all.
    expect(await plaintextLeaks({ store, marker, visible: 'Statement' })).toEqual([]);
  });
});
