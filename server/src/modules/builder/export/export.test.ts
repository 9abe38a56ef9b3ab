import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';
import {
  BUILDER_LIMITS,
  builderApi,
  builderMessages,
  exportContentTypes,
  type ExportRequest,
} from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../../test/test-app';
import { buildUser, signIn } from '../../../../test/factories';
import { injectAs, type Caller } from '../../../../test/inject';
import { exportFileName } from './file-name';
import { coverLetterFixture, resumeFixture } from './test-documents';

describe('POST /api/builder/export', () => {
  let ctx: TestContext;
  let premium: string;
  let free: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    premium = await signIn(ctx.app, await buildUser(ctx.database, { weeklyAccessExpiresAt: inAWeek }));
    free = await signIn(ctx.app, await buildUser(ctx.database));
  });
  afterAll(() => ctx.close());

  const post = (body: unknown, caller: Caller = premium, headers: Record<string, string> = {}) =>
    injectAs(ctx.app, caller, builderApi.exportDocument, { body }, { headers });
  const resume: ExportRequest = { format: 'pdf', title: 'Zoë’s resume 2026', document: resumeFixture };

  it('answers a Premium user the PDF as an attachment named from the title', async () => {
    const response = await post(resume);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(exportContentTypes.pdf);
    expect(response.headers['content-disposition']).toBe('attachment; filename=Zoes-resume-2026.pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    expect((await extractText(pdf, { mergePages: true })).text).toContain('Zoë Nguyễn');
  });

  it('answers a cover letter as a DOCX', async () => {
    const response = await post({ format: 'docx', title: 'Letter', document: coverLetterFixture });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(exportContentTypes.docx);
    expect(response.headers['content-disposition']).toBe('attachment; filename=Letter.docx');
    const { value } = await mammoth.extractRawText({ buffer: response.rawPayload });
    expect(value).toContain('Dear Scholarship Committee,');
  });

  it('refuses a free user with the upgrade answer', async () => {
    const response = await post(resume, free);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: builderMessages.premiumRequired,
    });
  });

  it('requires sign-in', async () => {
    const response = await post(resume, null);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a request from a foreign origin before anything runs', async () => {
    const response = await post(resume, premium, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Cross-site request refused: this action must come from FutureFund itself.',
    });
  });

  const tooLong = 'x'.repeat(BUILDER_LIMITS.bulletMax + 1);
  const longBullet = {
    ...resumeFixture,
    experience: [{ ...resumeFixture.experience[0]!, bullets: [tooLong] }],
  };
  it.each([
    ['an unknown format', { ...resume, format: 'rtf' }, 'format', null],
    ['an empty title', { ...resume, title: '   ' }, 'title', builderMessages.titleRequired],
    ['a missing title', { format: 'pdf', document: resumeFixture }, 'title', builderMessages.titleRequired],
    [
      'a bullet over the limit',
      { ...resume, document: longBullet },
      'document.experience.0.bullets.0',
      builderMessages.tooLong(BUILDER_LIMITS.bulletMax),
    ],
  ])('refuses %s with VALIDATION_ERROR', async (_, payload, path, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const detail = body.details.find((entry: { path: string }) => entry.path === path);
    expect(detail).toBeDefined();
    if (message) expect(detail.message).toBe(message);
  });
});

describe('exportFileName', () => {
  it.each([
    ['My resume', 'pdf', 'My-resume.pdf'],
    ['Zoë Nguyễn — Cover letter', 'docx', 'Zoe-Nguyen-Cover-letter.docx'],
    ['../../etc/passwd', 'pdf', 'etc-passwd.pdf'],
    ['"; filename=evil.exe', 'pdf', 'filename-evil-exe.pdf'],
    ['履歴書', 'pdf', 'futurefund-document.pdf'],
    ['a'.repeat(200), 'docx', `${'a'.repeat(80)}.docx`],
  ] as const)('turns %j into a safe ASCII name', (title, format, name) => {
    expect(exportFileName(title, format)).toBe(name);
  });
});
