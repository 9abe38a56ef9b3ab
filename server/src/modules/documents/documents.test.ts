import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationsApi,
  documentMessages,
  documentsApi,
  DOCUMENT_FILE_MAX_BYTES,
  VAULT_DOCUMENTS_MAX,
} from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildScholarship, buildUser, signIn } from '../../../test/factories';
import { injectAs, type Caller } from '../../../test/inject';
import {
  minimalDocx,
  minimalJpeg,
  minimalPdf,
  minimalPng,
  multipart,
  zipOf,
} from '../../../test/vault-files';

describe('the Document Vault API (/api/documents)', () => {
  let ctx: TestContext;
  let cookie: string;
  let otherCookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await signIn(ctx.app, await buildUser(ctx.database));
    otherCookie = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  const create = (body: object, as: Caller = cookie) => injectAs(ctx.app, as, documentsApi.create, { body });
  const upload = async (
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
    as: string = cookie,
  ) => {
    const body = await multipart(fields, file);
    return injectAs(ctx.app, as, documentsApi.upload, undefined, body);
  };
  const list = (as: Caller = cookie) => injectAs(ctx.app, as, documentsApi.list);
  const read = (id: number, as: Caller = cookie) =>
    injectAs(ctx.app, as, documentsApi.get, { params: { id } });
  const download = (id: number, as: Caller = cookie) =>
    injectAs(ctx.app, as, documentsApi.download, { params: { id } });

  it('stores a text document, encrypted, and lists it without content', async () => {
    const response = await create({
      name: 'My essay',
      type: 'essay',
      content: 'Héllo wörld',
      tags: ' a, b ,,a ',
    });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      name: 'My essay',
      type: 'essay',
      contentType: 'text/plain',
      size: Buffer.byteLength('Héllo wörld'),
      tags: ['a', 'b'],
      fileName: null,
      lastUsed: null,
    });
    const [stored] = await ctx.database.query<{ ciphertext: Buffer; key_id: string }>(
      'SELECT ciphertext, key_id FROM user_documents WHERE id = $1',
      [document.id],
    );
    expect(Buffer.from(stored!.ciphertext).includes(Buffer.from('wörld'))).toBe(false);
    const listed = (await list()).json();
    expect(listed.map((item: { id: number }) => item.id)).toContain(document.id);
    expect(listed[0]).not.toHaveProperty('content');
  });

  it('answers a text document decrypted and records its use', async () => {
    const { id } = (await create({ name: 'Letter', type: 'cover_letter', content: 'Dear committee' })).json();
    const response = await read(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, content: 'Dear committee' });
    expect(response.json().lastUsed).not.toBeNull();
  });

  it.each([
    [{ name: 'a', type: 'essay', content: 'x' }, 'name', documentMessages.nameMin],
    [{ name: 'Essay', content: 'x' }, 'type', documentMessages.type],
    [{ name: 'Essay', type: 'essay', content: '   ' }, 'content', documentMessages.contentRequired],
  ])('refuses %j with the exact message', async (payload, path, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
  });

  it('requires sign-in on every vault endpoint', async () => {
    for (const call of [
      () => list(null),
      () => read(1, null),
      () => download(1, null),
      () => injectAs(ctx.app, null, documentsApi.remove, { params: { id: 1 } }),
      () => injectAs(ctx.app, null, documentsApi.upload),
    ])
      expect((await call()).statusCode).toBe(401);
    expect((await create({ name: 'Essay', type: 'essay', content: 'x' }, null)).statusCode).toBe(401);
  });

  it("answers 404 for another user's document, like a missing one", async () => {
    const { id } = (await create({ name: 'Private', type: 'essay', content: 'secret' })).json();
    for (const call of [
      () => read(id, otherCookie),
      () => download(id, otherCookie),
      () => read(999999, otherCookie),
    ])
      expect((await call()).json()).toMatchObject({
        code: 'NOT_FOUND',
        message: documentMessages.notFound,
      });
    const removal = await injectAs(ctx.app, otherCookie, documentsApi.remove, { params: { id } });
    expect(removal.statusCode).toBe(404);
    expect((await read(id)).statusCode).toBe(200);
    expect((await list(otherCookie)).json()).toEqual([]);
  });

  it.each([
    ['resume.pdf', minimalPdf(), 'application/pdf', 'resume.pdf'],
    [
      'cv.docx',
      minimalDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'cv.docx',
    ],
    ['photo.PNG', minimalPng(), 'image/png', 'photo.png'],
    ['scan.jpeg', minimalJpeg(), 'image/jpeg', 'scan.jpg'],
    ['notes.txt', Buffer.from('plain notes\n'), 'text/plain', 'notes.txt'],
  ])('uploads %s as its detected type and downloads the same bytes', async (name, bytes, type, saved) => {
    const response = await upload({ name: 'My file', type: 'other', tags: 'x, y' }, { name, bytes });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      contentType: type,
      size: bytes.length,
      fileName: name,
      tags: ['x', 'y'],
    });
    const file = await download(response.json().id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe(type === 'text/plain' ? 'text/plain; charset=utf-8' : type);
    expect(file.headers['content-disposition']).toBe(`attachment; filename=${saved}`);
    expect(file.headers['cache-control']).toBe('no-store');
  });

  it('downloads a written document as <name>.txt', async () => {
    const { id } = (await create({ name: 'Essay: v1.2', type: 'essay', content: 'Text body' })).json();
    const file = await download(id);
    expect(file.body).toBe('Text body');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Essay_ v1.2.txt"');
  });

  it.each([
    ['setup.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)])],
    ['archive.zip', zipOf({ 'a.txt': 'hello' })],
    ['resume.pdf', Buffer.from('<!DOCTYPE html><html><body>not a pdf</body></html>')],
    ['binary.txt', Buffer.from([0x68, 0x69, 0x00, 0x01])],
  ])('refuses %s with 415 and stores nothing', async (name, bytes) => {
    const response = await upload({ name: 'Bad file', type: 'other' }, { name, bytes });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: documentMessages.fileType,
    });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const bytes = Buffer.concat([
      minimalPdf(),
      Buffer.alloc(DOCUMENT_FILE_MAX_BYTES + 1 - minimalPdf().length, 0x20),
    ]);
    const response = await upload({ name: 'Huge', type: 'other' }, { name: 'huge.pdf', bytes });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: documentMessages.fileTooLarge,
    });
  });

  it('validates the upload fields and the file with the contract messages', async () => {
    const noFile = await upload({ name: 'No file', type: 'other' });
    expect(noFile.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.fileRequired });
    const badName = await upload({ name: 'x', type: 'other' }, { name: 'a.pdf', bytes: minimalPdf() });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().details).toEqual([{ path: 'name', message: documentMessages.nameMin }]);
    const noType = await upload({ name: 'Named' }, { name: 'a.pdf', bytes: minimalPdf() });
    expect(noType.json().details).toEqual([{ path: 'type', message: documentMessages.type }]);
    for (const payload of ['{"name":"x"}', 'garbage']) {
      const response = await injectAs(ctx.app, cookie, documentsApi.upload, undefined, {
        payload,
        headers: {
          'content-type': payload.startsWith('{') ? 'application/json' : 'multipart/form-data; boundary=zz',
        },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('keeps only a sanitised display name of the uploaded file', async () => {
    for (const [name, shown] of [
      ['../../etc/passwd', 'passwd'],
      ['C:\\Users\\me\\cv\u0007\u202e.pdf', 'cv.pdf'],
    ]) {
      const response = await upload(
        { name: 'Path test', type: 'other' },
        { name: name!, bytes: minimalPdf() },
      );
      expect(response.json().fileName).toBe(shown);
    }
  });

  it('deletes a document', async () => {
    const { id } = (await create({ name: 'Gone', type: 'essay', content: 'bye' })).json();
    const removal = await injectAs(ctx.app, cookie, documentsApi.remove, { params: { id } });
    expect(removal.statusCode).toBe(204);
    expect((await read(id)).statusCode).toBe(404);
  });
});

describe('vault quotas', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  it('refuses an upload that would take the vault past 50 MB with 413, also when sent in parallel', async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(DOCUMENT_FILE_MAX_BYTES - 200, 0x20)]);
    const send = async () => {
      const body = await multipart({ name: 'Big', type: 'other' }, { name: 'big.pdf', bytes: big });
      return injectAs(ctx.app, cookie, documentsApi.upload, undefined, body);
    };
    const answers = await Promise.all(Array.from({ length: 6 }, send));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 413]);
    expect(answers.find((r) => r.statusCode === 413)!.json().message).toBe(documentMessages.quotaExceeded);
    const text = await injectAs(ctx.app, cookie, documentsApi.create, {
      body: { name: 'Small', type: 'essay', content: 'x'.repeat(200_000) },
    });
    expect(text.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: documentMessages.quotaExceeded });
  });

  it(`refuses a document past ${VAULT_DOCUMENTS_MAX} with 409, however small`, async () => {
    const other = await signIn(ctx.app, await buildUser(ctx.database));
    const write = (name: string) =>
      injectAs(ctx.app, other, documentsApi.create, { body: { name, type: 'other', content: 'x' } });
    for (let i = 0; i < VAULT_DOCUMENTS_MAX; i++) expect((await write(`Note ${i}`)).statusCode).toBe(201);
    const refused = await write('One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: documentMessages.countExceeded });
    const list = await injectAs(ctx.app, other, documentsApi.list);
    expect(list.json()).toHaveLength(VAULT_DOCUMENTS_MAX);
  });
});

describe('documents attached to applications (Premium)', () => {
  let ctx: TestContext;
  let premium: string;
  let free: string;
  let applicationId: number;
  let freeApplicationId: number;
  let documentId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    const future = new Date(Date.now() + 7 * 86_400_000);
    premium = await signIn(ctx.app, await buildUser(ctx.database, { weeklyAccessExpiresAt: future }));
    free = await signIn(ctx.app, await buildUser(ctx.database));
    const scholarship = await buildScholarship(ctx.database);
    const save = (cookie: string) =>
      injectAs(ctx.app, cookie, applicationsApi.save, {
        body: { opportunityId: scholarship.id, opportunityType: 'scholarship', status: 'interested' },
      });
    applicationId = (await save(premium)).json().id;
    freeApplicationId = (await save(free)).json().id;
    documentId = (
      await injectAs(ctx.app, premium, documentsApi.create, {
        body: { name: 'Resume 2026', type: 'resume', content: 'My resume' },
      })
    ).json().id;
  });
  afterAll(() => ctx.close());

  const attach = (id: number, body: object, cookie: string) =>
    injectAs(ctx.app, cookie, documentsApi.attach, { params: { id }, body });
  const listAttached = (cookie: string) =>
    injectAs(ctx.app, cookie, documentsApi.listForApplication, { params: { id: applicationId } });

  it('attaches once, lists it and shows it on the dashboard card', async () => {
    const first = await attach(applicationId, { documentId }, premium);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual([
      expect.objectContaining({ documentId, name: 'Resume 2026', type: 'resume' }),
    ]);
    expect((await attach(applicationId, { documentId }, premium)).json()).toHaveLength(1);
    const listed = await listAttached(premium);
    expect(listed.json()).toEqual(first.json());
    const cards = (await injectAs(ctx.app, premium, applicationsApi.list)).json();
    expect(cards[0].documents).toEqual(first.json());
    const [row] = await ctx.database.query(
      'SELECT file_name, mime_type, file_size, file_type FROM application_documents',
    );
    expect(row).toEqual({
      file_name: 'Resume 2026',
      mime_type: 'text/plain',
      file_size: 9,
      file_type: 'resume',
    });
  });

  it('refuses attaching without Premium with 403', async () => {
    const response = await attach(freeApplicationId, { documentId }, free);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: documentMessages.attachPremium,
    });
  });

  it("answers 404 for another user's application or document", async () => {
    const other = await signIn(
      ctx.app,
      await buildUser(ctx.database, { weeklyAccessExpiresAt: new Date(Date.now() + 86_400_000) }),
    );
    expect((await attach(applicationId, { documentId }, other)).statusCode).toBe(404);
    expect((await attach(freeApplicationId, { documentId }, premium)).statusCode).toBe(404);
    const listed = await listAttached(other);
    expect(listed.statusCode).toBe(404);
  });

  it('detaches, and deleting the document removes its attachments', async () => {
    const detach = () =>
      injectAs(ctx.app, premium, documentsApi.detach, { params: { id: applicationId, documentId } });
    expect((await detach()).statusCode).toBe(204);
    expect((await detach()).statusCode).toBe(404);
    await attach(applicationId, { documentId }, premium);
    await injectAs(ctx.app, premium, documentsApi.remove, { params: { id: documentId } });
    expect(await ctx.database.query('SELECT id FROM application_documents')).toEqual([]);
  });
});
