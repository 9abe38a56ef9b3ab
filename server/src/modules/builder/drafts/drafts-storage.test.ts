import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDER_LIMITS, builderMessages, profileApi } from '@futurefund/core';
import { aiGeneratedContent } from '../../../db/schema';
import { appWithKeyring, plaintextLeaks, plaintextMarker } from '../../../../test/plaintext-scan';
import { injectAs } from '../../../../test/inject';
import { createTestApp, testVaultKeyring, type TestContext } from '../../../../test/test-app';
import { createDocumentsRepo } from '../../documents/documents.repo';
import { keyringFrom, newMasterKey } from '../../documents/vault-crypto';
import { rotateVaultKeys } from '../../documents/vault-rotation';
import { sealDraft } from './draft-content';
import {
  draftsClient,
  newResume,
  premiumStudent,
  resumeDocument,
  templateGeneration,
} from '../../../../test/draft-fixtures';
import { createDraftsRepo } from './drafts.repo';

// How drafts are kept (ADR 029, ADR 021): sealed at rest, a tampered row a generic 500, re-wrapped
// by key rotation, decrypted in the user's data export, capped per user even under parallel saves.

const GENERIC_500 = {
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side. Please try again later.',
};

describe('the drafts cap', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it(`keeps at most ${BUILDER_LIMITS.draftsMax} drafts, however many saves race`, async () => {
    const { user, drafts } = await premiumStudent(ctx);
    // Filled as the service stores them, short of the cap by five.
    const sealed = sealDraft(testVaultKeyring(), user.id, {
      document: resumeDocument(),
      generation: null,
    });
    await ctx.database.db.insert(aiGeneratedContent).values(
      Array.from({ length: BUILDER_LIMITS.draftsMax - 5 }, (_, i) => ({
        userId: user.id,
        contentType: 'resume',
        title: `Filler ${i}`,
        template: 'modern',
        ...sealed,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => drafts.create(newResume({ title: `Race ${i}` }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toMatchObject({ code: 'CONFLICT', message: builderMessages.draftsMax });
    const list = (await drafts.list()).json();
    expect(list).toHaveLength(BUILDER_LIMITS.draftsMax);

    const full = await drafts.duplicate(list[0].id, { asTemplate: true });
    expect([full.statusCode, full.json().message]).toEqual([409, builderMessages.draftsMax]);
    expect((await drafts.remove(list[0].id)).statusCode).toBe(204);
    expect((await drafts.duplicate(list[1].id)).statusCode).toBe(201);
    expect((await drafts.list()).json()).toHaveLength(BUILDER_LIMITS.draftsMax);
  });
});

describe('tampered drafts and key rotation', () => {
  let ctx: TestContext;
  const keyA = newMasterKey();
  beforeAll(async () => {
    ctx = await createTestApp({ vaultKeyring: keyringFrom(keyA) });
  });
  afterAll(() => ctx.close());

  const storedRows = (ids: number[]) =>
    ctx.database.query<{ content: string; encryption_key: string; key_id: string; updated_at: Date }>(
      'SELECT content, encryption_key, key_id, updated_at FROM ai_generated_content WHERE id = ANY($1) ORDER BY id',
      [ids],
    );

  it('answers a tampered draft with a generic 500, logs its id without its text, and changes nothing', async () => {
    const marker = `tamper-${randomBytes(8).toString('hex')}`;
    const { cookie, drafts } = await premiumStudent(ctx);
    const draft = (await drafts.create(newResume({ document: resumeDocument(marker) }))).json();
    // The nonce's first bytes replaced: the content no longer authenticates.
    await ctx.database.query(
      `UPDATE ai_generated_content SET content = 'AAAA' || substr(content, 5) WHERE id = $1`,
      [draft.id],
    );
    const before = await storedRows([draft.id]);
    const logs: string[] = [];
    const app = await appWithKeyring(ctx, keyringFrom(keyA), logs);
    try {
      const logged = draftsClient({ app }, cookie);
      const answers = [
        await logged.get(draft.id),
        await logged.update(draft.id, { title: 'Renamed', document: resumeDocument('new') }),
        await logged.duplicate(draft.id),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject(GENERIC_500);
        expect(response.body).not.toContain(marker);
      }
      expect(logs.filter((line) => line.includes(`builder draft ${draft.id}:`))).toHaveLength(3);
      expect(logs.join('\n')).not.toContain(marker);
      expect(await storedRows([draft.id])).toEqual(before);
      // The list reads no sealed content: the draft is still there to delete.
      expect((await logged.list()).json().map((row: { title: string }) => row.title)).toEqual(['My resume']);
      expect((await logged.remove(draft.id)).statusCode).toBe(204);
    } finally {
      await app.close();
    }
  });

  it("does not open a draft's sealed content copied into another user's draft", async () => {
    const owner = await premiumStudent(ctx);
    const thief = await premiumStudent(ctx);
    const secret = (await owner.drafts.create(newResume({ document: resumeDocument('Mine only') }))).json();
    const theirs = (await thief.drafts.create(newResume())).json();
    await ctx.database.query(
      `UPDATE ai_generated_content AS t SET content = s.content, encryption_key = s.encryption_key, key_id = s.key_id
         FROM ai_generated_content AS s WHERE s.id = $1 AND t.id = $2`,
      [secret.id, theirs.id],
    );
    const response = await thief.drafts.get(theirs.id);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Mine only');
    // Gone again, or the rotation below would stop at it (as it must).
    expect((await thief.drafts.remove(theirs.id)).statusCode).toBe(204);
  });

  it('re-wraps every draft under the new key; they stay readable without the old one and keep their order', async () => {
    const { cookie, drafts } = await premiumStudent(ctx);
    const created = [];
    for (const summary of ['one', 'two', 'three'])
      created.push(
        (await drafts.create(newResume({ title: summary, document: resumeDocument(summary) }))).json(),
      );
    const ids = created.map((draft) => draft.id as number);
    const before = await storedRows(ids);
    const keyB = newMasterKey();
    const both = keyringFrom(keyB, [keyA]);
    const stores = [createDocumentsRepo(ctx.database.db), createDraftsRepo(ctx.database.db)];
    const result = await rotateVaultKeys(stores, both, 2);
    // Every draft in the database: this file's other users' drafts too.
    const [{ n }] = (await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ai_generated_content',
    )) as [{ n: number }];
    expect(result).toEqual({ rewrapped: n, keyId: both.currentId });
    const keyIds = await ctx.database.query<{ key_id: string }>(
      'SELECT DISTINCT key_id FROM ai_generated_content',
    );
    expect(keyIds).toEqual([{ key_id: both.currentId }]);
    const after = await storedRows(ids);
    expect(after.map((row) => [row.content, row.updated_at])).toEqual(
      before.map((row) => [row.content, row.updated_at]),
    );
    expect(after.map((row) => row.encryption_key)).not.toContain(before[0]!.encryption_key);
    expect(await rotateVaultKeys(stores, both)).toEqual({ rewrapped: 0, keyId: both.currentId });

    const onlyB = await appWithKeyring(ctx, keyringFrom(keyB));
    try {
      const rotated = draftsClient({ app: onlyB }, cookie);
      const answers = await Promise.all(ids.map((id) => rotated.get(id)));
      expect(answers.map((answer) => answer.json())).toEqual(created);
    } finally {
      await onlyB.close();
    }
  });
});

describe('the data export and account deletion', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('exports the drafts decrypted, never their ciphertext or keys, even after Premium ends', async () => {
    const { user, cookie, drafts } = await premiumStudent(ctx);
    const draft = (
      await drafts.create(
        newResume({
          title: 'Exported resume',
          document: resumeDocument('Exported summary'),
          generation: templateGeneration,
        }),
      )
    ).json();
    await ctx.database.query(
      `UPDATE users SET weekly_access_expires_at = now() - interval '1 day' WHERE id = $1`,
      [user.id],
    );
    const response = await injectAs(ctx.app, cookie, profileApi.exportData);
    expect(response.statusCode).toBe(200);
    expect(response.json().aiContent).toEqual([draft]);
    const [stored] = await ctx.database.query<{ content: string; encryption_key: string }>(
      'SELECT content, encryption_key FROM ai_generated_content WHERE id = $1',
      [draft.id],
    );
    expect(response.body).not.toContain(stored!.content.slice(0, 40));
    expect(response.body).not.toContain(stored!.encryption_key.slice(0, 40));
    expect(response.body).not.toMatch(/encryptionKey|encryption_key|keyId|key_id/);
  });

  it('deletes the drafts with the account and counts them', async () => {
    const { user, cookie, drafts } = await premiumStudent(ctx);
    await drafts.create(newResume());
    await drafts.create(newResume());
    const response = await injectAs(ctx.app, cookie, profileApi.deleteAccount, {
      body: { confirmUsername: user.username },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().deleted.aiContent).toBe(2);
    const left = await ctx.database.query('SELECT id FROM ai_generated_content WHERE user_id = $1', [
      user.id,
    ]);
    expect(left).toEqual([]);
  });
});

describe('no draft text at rest', () => {
  it('stores no document or prompt text of a draft in the clear', async () => {
    const marker = plaintextMarker('ff-draft-marker');
    const visible = 'Clear title of the draft';
    // A resume carrying the marker in its document and prompt, a new version, and a template of it.
    const store = async (ctx: TestContext) => {
      const { drafts } = await premiumStudent(ctx);
      const document = resumeDocument(`Summary ${marker}`);
      document.education[0]!.bullets = [`Bullet ${marker}`];
      const generation = { provider: 'llm' as const, model: 'local', prompt: `FACTS: ${marker}` };
      const resume = await drafts.create({ title: visible, document, generation });
      expect(resume.statusCode).toBe(201);
      const edited = await drafts.update(resume.json().id, { document: resumeDocument(`Edited ${marker}`) });
      expect(edited.statusCode).toBe(200);
      expect((await drafts.duplicate(resume.json().id, { asTemplate: true })).statusCode).toBe(201);
    };
    // The (unencrypted) title shows the scan sees stored text at all.
    expect(await plaintextLeaks({ store, marker, visible })).toEqual([]);
  });
});
