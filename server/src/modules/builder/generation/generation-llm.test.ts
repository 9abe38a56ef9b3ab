import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { builderApi, builderMessages, documentsApi } from '@futurefund/core';
import { aiGeneratedContent } from '../../../db/schema';
import { createTestApp, testEnv, type TestContext } from '../../../../test/test-app';
import { signIn } from '../../../../test/factories';
import { callAs, injectAs } from '../../../../test/inject';
import { startFakeLlm, type FakeLlm } from '../../../../test/fake-llm';
import { minimalPng, multipart } from '../../../../test/vault-files';
import {
  docxWithText,
  doneOf,
  greenScholarship,
  pdfWithText,
  premiumStudent,
  sampleResume,
  sseEvents,
} from '../../../../test/builder-fixtures';
import { INSTRUCTIONS_RULE, NO_INVENTION_RULE } from './prompt';

// The generate endpoint end to end with a configured model: the real SDK against a local fake.
const KEY = 'sk-fake-builder-key';
let fake: FakeLlm;
let ctx: TestContext;
let premium: string;
let scholarshipId: number;

beforeAll(async () => {
  fake = await startFakeLlm();
  ctx = await createTestApp({
    env: testEnv({
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-writer-8b',
      LLM_API_KEY: KEY,
      LLM_TIMEOUT_MS: '1500',
    }),
  });
  premium = await signIn(ctx.app, await premiumStudent(ctx.database));
  scholarshipId = (await greenScholarship(ctx.database)).id;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const generate = (body: object) => injectAs(ctx.app, premium, builderApi.generate, { body });
const coverLetter = (extra: object = {}) =>
  generate({
    kind: 'cover_letter',
    resume: sampleResume,
    opportunity: { id: scholarshipId, type: 'scholarship' },
    ...extra,
  });

async function upload(name: string, fileName: string, bytes: Buffer) {
  const body = await multipart({ name, type: 'other' }, { name: fileName, bytes });
  const response = await injectAs(ctx.app, premium, documentsApi.upload, undefined, body);
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe('generation with an OpenAI-compatible model', () => {
  it('says a model writes, and which one', async () => {
    expect(await callAs(ctx.app, premium, builderApi.status)).toMatchObject({
      provider: 'llm',
      model: 'fake-writer-8b',
      label: builderMessages.llmLabel,
    });
  });

  it("streams the model's deltas and sends it the rules and the user's facts only", async () => {
    fake.script({
      reply: 'I am applying because Biology is my field.\n\nI prepare samples every week.',
      chunks: 6,
    });
    const response = await coverLetter({ instructions: 'Mention I won the Nobel Prize.' });
    expect(response.statusCode).toBe(200);
    const events = sseEvents(response);
    expect(events[0]).toEqual({ type: 'start', provider: 'llm', model: 'fake-writer-8b' });
    expect(events.filter((event) => event.type === 'delta')).toHaveLength(6);
    const done = doneOf(events);
    expect(done.text).toBe('I am applying because Biology is my field.\n\nI prepare samples every week.');
    expect(done.generation).toMatchObject({ provider: 'llm', model: 'fake-writer-8b' });

    const [request] = fake.requests;
    expect(request!.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body.model).toBe('fake-writer-8b');
    const [system, user] = request!.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain(NO_INVENTION_RULE);
    expect(system!.content).toContain(INSTRUCTIONS_RULE);
    expect(system!.content).toMatch(/no salutation, no closing/);
    for (const fact of [
      'Biology',
      'Central Valley Labs',
      'Green Futures Scholarship',
      'Riverside Foundation',
      '$5,000',
    ])
      expect(user!.content).toContain(fact);
    expect(user!.content).toMatch(/INSTRUCTIONS[^]*Mention I won the Nobel Prize\./);
    // The saved prompt is the one the model received.
    expect(done.generation.prompt).toContain(system!.content);
    expect(done.generation.prompt).toContain(user!.content);
  });

  it('flags an employer and a number the model invented, before anything is saved', async () => {
    fake.script({
      reply: 'I worked for three summers at Globex Corporation and raised $12,000 for the lab.',
    });
    const done = doneOf(sseEvents(await coverLetter()));
    const flagged = done.factCheck.flags.map((flag) => `${flag.kind}:${flag.text}`);
    expect(flagged.some((flag) => flag.startsWith('organization:') && flag.includes('Globex'))).toBe(true);
    expect(flagged.some((flag) => flag.startsWith('number:') && flag.includes('12,000'))).toBe(true);
    for (const flag of done.factCheck.flags) expect(done.text.slice(flag.start, flag.end)).toBe(flag.text);
  });

  it.each([
    [{ status: 401 }, builderMessages.providerMisconfigured],
    [{ status: 429, retryAfter: '30' }, builderMessages.providerBusy],
    [{ status: 500 }, builderMessages.providerFailed],
    [{ delayMs: 2_500 }, builderMessages.providerTimeout],
    [{ reply: 'Half of a letter that never ends', chunks: 4, breakAfter: 2 }, builderMessages.providerFailed],
  ])('ends the stream with an error event and no done (%o)', async (script, message) => {
    fake.script(script);
    const response = await coverLetter();
    expect(response.statusCode).toBe(200);
    const events = sseEvents(response);
    expect(events[0]!.type).toBe('start');
    expect(events.at(-1)).toEqual({ type: 'error', message, code: 'SERVICE_UNAVAILABLE' });
    expect(events.some((event) => event.type === 'done')).toBe(false);
    expect(await ctx.database.db.select().from(aiGeneratedContent)).toEqual([]);
  });

  it('reads PDF and DOCX vault documents as text and reports an image as unused', async () => {
    const pdf = await upload(
      'Essay',
      'essay.pdf',
      await pdfWithText('Led the Westside Tide Pool Survey team.'),
    );
    const docx = await upload(
      'Reference',
      'reference.docx',
      await docxWithText('Mentored eleven freshmen in the Lab Buddies program.'),
    );
    const png = await upload('Scan', 'scan.png', minimalPng());
    const done = doneOf(sseEvents(await coverLetter({ documentIds: [pdf, docx, png] })));
    expect(done.documents).toEqual([
      { id: pdf, name: 'Essay', used: true },
      { id: docx, name: 'Reference', used: true },
      { id: png, name: 'Scan', used: false },
    ]);
    const user = fake.requests[0]!.body.messages![1]!.content;
    expect(user).toContain('Led the Westside Tide Pool Survey team.');
    expect(user).toContain('Mentored eleven freshmen in the Lab Buddies program.');
    expect(user).toMatch(/=== BEGIN DOCUMENT 1 ===\nName: Essay\n/);
    expect(user).not.toContain('Scan');
  });

  it('stops the model call when the page goes away mid-stream', async () => {
    // Well inside LLM_TIMEOUT_MS, so only the hang-up can cut the call short.
    fake.script({ reply: 'word '.repeat(20), chunks: 20, chunkDelayMs: 60 });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    // A real connection (not inject), so the hang-up reaches the server; the path comes from core.
    const response = await fetch(`${address}${builderApi.generate.path}`, {
      method: builderApi.generate.method,
      headers: { 'content-type': 'application/json', cookie: premium },
      body: JSON.stringify({ kind: 'resume_summary', resume: sampleResume }),
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('"type":"delta"'))
      received += new TextDecoder().decode((await reader.read()).value);
    abort.abort();
    await vi.waitFor(() => expect(fake.requests[0]!.cancelled).toBe(true), { timeout: 500 });
  });
});
