import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDER_LIMITS, builderMessages } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../../test/test-app';
import { buildInternship, buildScholarship } from '../../../../test/factories';
import {
  coverLetterDocument,
  newResume,
  premiumStudent,
  resumeDocument,
  templateGeneration,
  type DraftsClient,
} from '../../../../test/draft-fixtures';

describe('builder drafts (/api/builder/drafts)', () => {
  let ctx: TestContext;
  let drafts: DraftsClient;
  let scholarshipId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ drafts } = await premiumStudent(ctx));
    scholarshipId = (await buildScholarship(ctx.database, { title: 'Navy Award', provider: 'Navy League' }))
      .id;
  });
  afterAll(() => ctx.close());

  // Timestamps are answered to the millisecond: a moment apart, each change shows.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  const created = async (body: unknown) => {
    const response = await drafts.create(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  describe('create and read', () => {
    it('saves a resume and answers it whole; the list shows it without its document', async () => {
      const draft = await created(newResume({ title: '  Lab resume  ' }));
      expect(draft).toMatchObject({
        contentType: 'resume',
        title: 'Lab resume',
        template: 'modern',
        opportunity: null,
        provider: null,
        generationPrompt: null,
        generation: null,
        isTemplate: false,
        isFavorite: false,
        document: resumeDocument(),
      });
      expect(draft.createdAt).toBe(draft.updatedAt);
      expect((await drafts.get(draft.id)).json()).toEqual(draft);
      const listed = (await drafts.list()).json().find((row: { id: number }) => row.id === draft.id);
      const { document: _document, generation: _generation, ...summary } = draft;
      expect(listed).toEqual(summary);
    });

    it('saves a cover letter for a listed opportunity, with its title, organisation and prompt label', async () => {
      const draft = await created({
        title: 'Navy letter',
        document: coverLetterDocument(),
        opportunity: { id: scholarshipId, type: 'scholarship' },
        generation: templateGeneration,
      });
      expect(draft).toMatchObject({
        contentType: 'cover_letter',
        opportunity: {
          id: scholarshipId,
          type: 'scholarship',
          title: 'Navy Award',
          organization: 'Navy League',
        },
        provider: 'template',
        generationPrompt: 'cover_letter v1 · template',
        generation: templateGeneration,
        document: coverLetterDocument(),
      });
    });

    it('labels a model-written resume summary by the model, and links internships too', async () => {
      const internship = await buildInternship(ctx.database, { title: 'Lab intern', company: 'Acme Labs' });
      const draft = await created(
        newResume({
          opportunity: { id: internship.id, type: 'internship' },
          generation: { provider: 'llm', model: 'qwen2.5-7b', prompt: 'SYSTEM: use only the FACTS' },
        }),
      );
      expect(draft).toMatchObject({
        provider: 'llm',
        generationPrompt: 'resume_summary v1 · llm:qwen2.5-7b',
        opportunity: {
          id: internship.id,
          type: 'internship',
          title: 'Lab intern',
          organization: 'Acme Labs',
        },
      });
    });

    it('keeps the link to a listing that left the catalog, without a title', async () => {
      const gone = await buildScholarship(ctx.database, { title: 'Soon gone' });
      const draft = await created({
        title: 'Old letter',
        document: coverLetterDocument(),
        opportunity: { id: gone.id, type: 'scholarship' },
      });
      await ctx.database.query(`UPDATE scholarships SET approval_status = 'rejected' WHERE id = $1`, [
        gone.id,
      ]);
      expect((await drafts.get(draft.id)).json().opportunity).toEqual({
        id: gone.id,
        type: 'scholarship',
        title: null,
        organization: null,
      });
    });
  });

  describe('validation', () => {
    const refused = async (body: unknown, status: number, message: string, path?: string) => {
      const response = await drafts.create(body);
      expect(response.statusCode, response.body).toBe(status);
      const error = response.json();
      if (path) expect(error.details).toContainEqual({ path, message });
      else expect(error.message).toBe(message);
    };

    it('asks for a title, and a short one', async () => {
      await refused(newResume({ title: '   ' }), 400, builderMessages.titleRequired, 'title');
      await refused({ document: resumeDocument() }, 400, builderMessages.titleRequired, 'title');
      await refused(newResume({ title: 'x'.repeat(121) }), 400, builderMessages.titleMax, 'title');
    });

    it('refuses an over-long bullet with the limit in words', async () => {
      const document = resumeDocument();
      document.education[0]!.bullets = ['y'.repeat(BUILDER_LIMITS.bulletMax + 1)];
      await refused(
        newResume({ document }),
        400,
        builderMessages.tooLong(BUILDER_LIMITS.bulletMax),
        'document.education.0.bullets.0',
      );
    });

    it('asks which opportunity a cover letter is for', async () => {
      await refused(
        { title: 'Letter', document: coverLetterDocument() },
        400,
        builderMessages.coverLetterNeedsOpportunity,
        'opportunity',
      );
    });

    it('answers 404 for an unknown or unpublished opportunity, and saves nothing', async () => {
      const before = (await drafts.list()).json().length;
      const pending = await buildScholarship(ctx.database, { approvalStatus: 'pending' });
      for (const opportunity of [
        { id: 2_000_000, type: 'scholarship' },
        { id: 2_000_000, type: 'internship' },
        { id: pending.id, type: 'scholarship' },
      ])
        await refused(
          { title: 'Letter', document: coverLetterDocument(), opportunity },
          404,
          builderMessages.opportunityNotFound,
        );
      expect((await drafts.list()).json()).toHaveLength(before);
    });
  });

  describe('update', () => {
    it('renames and favourites; each change moves updatedAt', async () => {
      const draft = await created(newResume());
      await pause();
      const renamed = await drafts.update(draft.id, { title: 'Renamed' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ title: 'Renamed', isFavorite: false, document: draft.document });
      expect(Date.parse(renamed.json().updatedAt)).toBeGreaterThan(Date.parse(draft.updatedAt));
      await pause();
      const favourite = (await drafts.update(draft.id, { isFavorite: true })).json();
      expect(favourite).toMatchObject({ title: 'Renamed', isFavorite: true });
      expect(Date.parse(favourite.updatedAt)).toBeGreaterThan(Date.parse(renamed.json().updatedAt));
      expect((await drafts.get(draft.id)).json()).toEqual(favourite);
    });

    it('saves a new version of the document and its generation record, or clears the record', async () => {
      const draft = await created(newResume());
      const document = { ...resumeDocument('A new summary.'), template: 'compact' as const };
      const saved = (await drafts.update(draft.id, { document, generation: templateGeneration })).json();
      expect(saved).toMatchObject({
        document,
        template: 'compact',
        provider: 'template',
        generationPrompt: 'resume_summary v1 · template',
        generation: templateGeneration,
      });
      // A hand edit keeps the record of how the text was first written.
      const edited = resumeDocument('Edited by hand.');
      expect((await drafts.update(draft.id, { document: edited })).json()).toMatchObject({
        document: { summary: 'Edited by hand.' },
        generation: templateGeneration,
      });
      const cleared = (await drafts.update(draft.id, { generation: null })).json();
      expect(cleared).toMatchObject({ provider: null, generationPrompt: null, generation: null });
      expect(cleared.document.summary).toBe('Edited by hand.');
    });

    it('refuses a document of the other kind, and an empty change', async () => {
      const draft = await created(newResume());
      const mismatch = await drafts.update(draft.id, { document: coverLetterDocument() });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: builderMessages.typeMismatch,
        details: [{ path: 'document.kind', message: builderMessages.typeMismatch }],
      });
      expect((await drafts.update(draft.id, {})).statusCode).toBe(400);
      expect((await drafts.update(draft.id, { title: '' })).json().details).toContainEqual({
        path: 'title',
        message: builderMessages.titleRequired,
      });
      expect((await drafts.get(draft.id)).json()).toEqual(draft);
    });
  });

  describe('duplicate and delete', () => {
    it('copies a draft as "Copy of …", never a favourite, with its own id', async () => {
      const original = await created(newResume({ title: 'Main', generation: templateGeneration }));
      await drafts.update(original.id, { isFavorite: true });
      const copy = await drafts.duplicate(original.id);
      expect(copy.statusCode).toBe(201);
      expect(copy.json()).toMatchObject({
        title: 'Copy of Main',
        isFavorite: false,
        isTemplate: false,
        document: original.document,
        generation: templateGeneration,
        generationPrompt: 'resume_summary v1 · template',
      });
      expect(copy.json().id).not.toBe(original.id);
    });

    it('keeps a draft as a template, named "… (template)" unless a title is given', async () => {
      const original = await created({
        title: 'Navy letter',
        document: coverLetterDocument(),
        opportunity: { id: scholarshipId, type: 'scholarship' },
      });
      const template = (await drafts.duplicate(original.id, { asTemplate: true })).json();
      expect(template).toMatchObject({
        title: 'Navy letter (template)',
        isTemplate: true,
        contentType: 'cover_letter',
        opportunity: { id: scholarshipId, title: 'Navy Award' },
      });
      expect((await drafts.duplicate(template.id, { asTemplate: true })).json().title).toBe(
        'Navy letter (template)',
      );
      const named = (await drafts.duplicate(original.id, { asTemplate: true, title: 'Letter base' })).json();
      expect(named).toMatchObject({ title: 'Letter base', isTemplate: true });
      // Starting from a template gives a working draft again.
      expect((await drafts.duplicate(template.id)).json()).toMatchObject({ isTemplate: false });
    });

    it('trims a long title so the copy still fits', async () => {
      const long = 'L'.repeat(BUILDER_LIMITS.titleMax);
      const original = await created(newResume({ title: long }));
      const copy = (await drafts.duplicate(original.id)).json().title as string;
      const template = (await drafts.duplicate(original.id, { asTemplate: true })).json().title as string;
      expect(copy).toBe(`Copy of ${'L'.repeat(BUILDER_LIMITS.titleMax - 8)}`);
      expect(template).toBe(`${'L'.repeat(BUILDER_LIMITS.titleMax - 11)} (template)`);
      expect([copy.length, template.length]).toEqual([BUILDER_LIMITS.titleMax, BUILDER_LIMITS.titleMax]);
    });

    it('deletes with 204; then the draft is gone everywhere', async () => {
      const draft = await created(newResume());
      const response = await drafts.remove(draft.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await drafts.get(draft.id)).json()).toMatchObject({ message: builderMessages.notFound });
      expect((await drafts.remove(draft.id)).statusCode).toBe(404);
      expect((await drafts.list()).json().map((row: { id: number }) => row.id)).not.toContain(draft.id);
    });
  });
});

describe('the drafts list order', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists favourites first, then the most recently changed', async () => {
    const { drafts } = await premiumStudent(ctx);
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C', 'D']) ids.push((await drafts.create(newResume({ title }))).json().id);
    const [a, b, c] = ids as [number, number, number, number];
    await drafts.update(b, { isFavorite: true });
    await drafts.update(a, { title: 'A2' });
    await drafts.update(c, { isFavorite: true });
    const titles = (await drafts.list()).json().map((row: { title: string }) => row.title);
    expect(titles).toEqual(['C', 'B', 'A2', 'D']);
  });
});
