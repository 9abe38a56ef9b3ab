import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILDER_LIMITS,
  builderApi,
  builderMessages,
  documentsApi,
  type AnyEndpoint,
} from '@futurefund/core';
import { aiGeneratedContent } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../../test/test-app';
import { buildInternship, buildScholarship, buildUser, signIn } from '../../../../test/factories';
import { callAs, injectAs, type Caller } from '../../../../test/inject';
import {
  doneOf,
  greenScholarship,
  premiumStudent,
  sampleResume,
  sseEvents,
} from '../../../../test/builder-fixtures';
import { NO_INVENTION_RULE } from './prompt';

// The builder's writing side with the default provider: the built-in template composer.
let ctx: TestContext;
let premium: string;
let otherPremium: string;
let free: string;
let scholarshipId: number;
let pendingId: number;
let otherUsersDocument: number;
let ownDocument: number;

beforeAll(async () => {
  ctx = await createTestApp();
  premium = await signIn(ctx.app, await premiumStudent(ctx.database));
  otherPremium = await signIn(ctx.app, await premiumStudent(ctx.database));
  free = await signIn(ctx.app, await buildUser(ctx.database));
  scholarshipId = (await greenScholarship(ctx.database)).id;
  pendingId = (
    await buildScholarship(ctx.database, { approvalStatus: 'pending', isContributorSubmitted: true })
  ).id;
  const document = (cookie: string, content: string) =>
    callAs(ctx.app, cookie, documentsApi.create, {
      body: { name: 'Volunteering notes', type: 'other', tags: [], content },
    });
  ownDocument = (await document(premium, 'Volunteer at Fresno River Cleanup since 2022.')).id;
  otherUsersDocument = (await document(otherPremium, 'Private notes')).id;
});
afterAll(() => ctx.close());

const post = (
  endpoint: typeof builderApi.generate | typeof builderApi.factCheck | typeof builderApi.fitCheck,
  body: object,
  caller: Caller = premium,
  headers: Record<string, string> = {},
) => injectAs(ctx.app, caller, endpoint, { body }, { headers });
const generate = (body: object, caller: Caller = premium, headers: Record<string, string> = {}) =>
  post(builderApi.generate, body, caller, headers);
const scholarship = () => ({ id: scholarshipId, type: 'scholarship' });

describe('GET /api/builder/status and /api/builder/starter', () => {
  it('says the built-in composer writes when no model is configured', async () => {
    const response = await injectAs(ctx.app, premium, builderApi.status);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'template',
      model: null,
      label: builderMessages.templateLabel,
      generationsPerHour: BUILDER_LIMITS.generationsPerHour,
    });
  });

  it('pre-fills a new resume from the profile in the chosen template', async () => {
    const response = await injectAs(ctx.app, premium, builderApi.starter, { query: { template: 'modern' } });
    expect(response.statusCode).toBe(200);
    const resume = response.json();
    expect(resume).toMatchObject({ kind: 'resume', template: 'modern', contact: { name: 'Maya Lopez' } });
    expect(resume.contact.email).toMatch(/@example\.test$/);
    expect(resume.skills).toEqual(expect.arrayContaining(['Python', 'Microscopy']));
  });

  it('refuses an unknown template', async () => {
    const response = await injectAs(ctx.app, premium, builderApi.starter, { query: { template: 'fancy' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/builder/generate with the template composer', () => {
  it('streams start, deltas and done as uncompressed server-sent events', async () => {
    const response = await generate({ kind: 'resume_summary', resume: sampleResume }, premium, {
      'accept-encoding': 'br, gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toBe('no-store, no-transform');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['x-request-id']).toBeTruthy();
    // The stream bypasses onSend, but the security headers set on the request still go out.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const events = sseEvents(response);
    expect(events[0]).toEqual({ type: 'start', provider: 'template', model: null });
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(0);
    const done = doneOf(events);
    expect(events.at(-1)).toBe(done);
    expect(done.text).toBe(
      deltas
        .map((delta) => delta.text)
        .join('')
        .trim(),
    );
    expect(done.text).toContain('Biology');
    expect(done.factCheck.flags).toEqual([]);
    expect(done.generation.provider).toBe('template');
    expect(done.generation.model).toBeNull();
    expect(done.generation.prompt).toContain('resume_summary v1');
    expect(done.generation.prompt).toContain(NO_INVENTION_RULE);
    expect(done.documents).toEqual([]);
  });

  it('writes a cover letter for a saved scholarship from the selected document', async () => {
    const response = await generate({
      kind: 'cover_letter',
      resume: sampleResume,
      opportunity: scholarship(),
      documentIds: [ownDocument],
      instructions: 'Keep it warm and short.',
    });
    expect(response.statusCode).toBe(200);
    const done = doneOf(sseEvents(response));
    expect(done.text).toContain('Green Futures Scholarship');
    expect(done.text.split(/\n\s*\n/).length).toBeGreaterThan(1);
    expect(done.factCheck.flags).toEqual([]);
    expect(done.documents).toEqual([{ id: ownDocument, name: 'Volunteering notes', used: true }]);
    expect(done.generation.prompt).toContain('Volunteer at Fresno River Cleanup since 2022.');
    expect(done.generation.prompt).toContain('Keep it warm and short.');
  });

  it('saves nothing: drafts are only written when the user saves', async () => {
    expect(await ctx.database.db.select().from(aiGeneratedContent)).toEqual([]);
  });

  it('asks for the opportunity of a cover letter', async () => {
    const response = await generate({ kind: 'cover_letter', resume: sampleResume });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(response.json())).toContain(builderMessages.coverLetterNeedsOpportunity);
  });

  it('refuses long instructions and too many documents', async () => {
    const long = await generate({
      kind: 'resume_summary',
      resume: sampleResume,
      instructions: 'x'.repeat(BUILDER_LIMITS.instructionsMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(builderMessages.tooLong(BUILDER_LIMITS.instructionsMax));
    const many = await generate({
      kind: 'resume_summary',
      resume: sampleResume,
      documentIds: [1, 2, 3, 4, 5, 6],
    });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain(builderMessages.tooMany(BUILDER_LIMITS.documentsMax));
  });

  it('answers 404 in JSON, before any stream, for a listing students cannot see', async () => {
    for (const opportunity of [
      { id: pendingId, type: 'scholarship' },
      { id: 999_999, type: 'internship' },
    ]) {
      const response = await generate({ kind: 'cover_letter', resume: sampleResume, opportunity });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: builderMessages.opportunityNotFound,
      });
    }
  });

  it("answers 404 for another user's vault document", async () => {
    const response = await generate({
      kind: 'resume_summary',
      resume: sampleResume,
      documentIds: [otherUsersDocument],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: builderMessages.documentNotFound });
  });
});

describe('the per-user generation limit', () => {
  it(`allows ${BUILDER_LIMITS.generationsPerHour} generations an hour, then 429 with Retry-After`, async () => {
    const user = await signIn(ctx.app, await premiumStudent(ctx.database));
    const other = await signIn(ctx.app, await premiumStudent(ctx.database));
    // A refused request (a foreign document) is not counted against the limit.
    expect(
      (
        await generate(
          { kind: 'resume_summary', resume: sampleResume, documentIds: [otherUsersDocument] },
          user,
        )
      ).statusCode,
    ).toBe(404);
    for (let count = 1; count <= BUILDER_LIMITS.generationsPerHour; count += 1) {
      const response = await generate({ kind: 'resume_summary', resume: sampleResume }, user);
      expect(response.statusCode).toBe(200);
    }
    const refused = await generate({ kind: 'resume_summary', resume: sampleResume }, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: builderMessages.userRateLimited });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    const unaffected = await generate({ kind: 'resume_summary', resume: sampleResume }, other);
    expect(unaffected.statusCode).toBe(200);
  });
});

describe('POST /api/builder/fact-check and /api/builder/fit-check', () => {
  it('flags a school that none of the inputs contain, and not one the resume states', async () => {
    const response = await post(builderApi.factCheck, {
      text: 'I study at Fresno State University and spent a year at Northgate Technical Institute.',
      resume: sampleResume,
    });
    expect(response.statusCode).toBe(200);
    const { flags, checked } = response.json();
    expect(checked).toBeGreaterThanOrEqual(2);
    const flagged = flags.map((flag: { text: string }) => flag.text).join(' | ');
    expect(flagged).toContain('Northgate Technical Institute');
    expect(flagged).not.toContain('Fresno State');
  });

  it('accepts facts from the selected documents and the opportunity', async () => {
    const text = 'I have volunteered since 2022 and would be honored to receive the $5,000 award.';
    const without = await post(builderApi.factCheck, { text, resume: sampleResume });
    const flaggedWithout = without.json().flags.map((flag: { text: string }) => flag.text);
    expect(flaggedWithout).toEqual(expect.arrayContaining(['2022']));
    const withSources = await post(builderApi.factCheck, {
      text,
      resume: sampleResume,
      opportunity: scholarship(),
      documentIds: [ownDocument],
    });
    expect(withSources.statusCode).toBe(200);
    expect(withSources.json().flags).toEqual([]);
  });

  it('refuses text over the limit', async () => {
    const response = await post(builderApi.factCheck, {
      text: 'x'.repeat(BUILDER_LIMITS.factCheckTextMax + 1),
      resume: sampleResume,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      builderMessages.tooLong(BUILDER_LIMITS.factCheckTextMax),
    );
  });

  it('scores the resume against the scholarship and names the listing', async () => {
    const response = await post(builderApi.fitCheck, {
      resume: sampleResume,
      opportunity: scholarship(),
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.opportunity).toEqual({
      id: scholarshipId,
      type: 'scholarship',
      title: 'Green Futures Scholarship',
      organization: 'Riverside Foundation',
    });
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(100);
    const texts = result.items.map((item: { text: string }) => item.text).join(' | ');
    expect(texts).toContain('Biology');
    expect(result.items.some((item: { covered: boolean }) => !item.covered)).toBe(true);
  });

  it("reads an internship's skills and requirements for the check", async () => {
    const internship = await buildInternship(ctx.database, {
      title: 'Data Intern',
      company: 'Valley Health',
      requiredSkills: ['Python', 'SQL'],
      coverLetterRequired: true,
      minExperienceYears: 1,
    });
    const response = await post(builderApi.fitCheck, {
      resume: sampleResume,
      opportunity: { id: internship.id, type: 'internship' },
    });
    expect(response.statusCode).toBe(200);
    const items: { kind: string; text: string; covered: boolean }[] = response.json().items;
    const skill = (text: string) => items.find((item) => item.kind === 'skill' && item.text === text);
    expect(skill('Python')?.covered).toBe(true);
    expect(skill('SQL')?.covered).toBe(false);
    const requirements = items.filter((item) => item.kind === 'requirement').map((item) => item.text);
    expect(requirements).toEqual(expect.arrayContaining(['Cover letter', '1+ year of experience']));
    expect(response.json().opportunity.organization).toBe('Valley Health');
  });

  it('answers 404 for a pending listing', async () => {
    const response = await post(builderApi.fitCheck, {
      resume: sampleResume,
      opportunity: { id: pendingId, type: 'scholarship' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(builderMessages.opportunityNotFound);
  });

  it("answers 404 for another user's document in a fact check", async () => {
    const response = await post(builderApi.factCheck, {
      text: 'Hello',
      resume: sampleResume,
      documentIds: [otherUsersDocument],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(builderMessages.documentNotFound);
  });
});

describe('authorization on every writing endpoint', () => {
  const calls: [string, AnyEndpoint, object | undefined][] = [
    ['status', builderApi.status, undefined],
    ['starter', builderApi.starter, undefined],
    ['generate', builderApi.generate, { kind: 'resume_summary', resume: sampleResume }],
    ['fact-check', builderApi.factCheck, { text: 'Hi', resume: sampleResume }],
    ['fit-check', builderApi.fitCheck, { resume: sampleResume, opportunity: { id: 1, type: 'scholarship' } }],
  ];

  it.each(calls)('%s: anonymous 401, free 403 PREMIUM_REQUIRED', async (_name, endpoint, body) => {
    const anonymous = await injectAs(ctx.app, null, endpoint, { body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const refused = await injectAs(ctx.app, free, endpoint, { body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: builderMessages.premiumRequired,
    });
  });
});
