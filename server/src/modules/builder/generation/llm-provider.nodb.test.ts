import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builderFixtures, builderMessages } from '@futurefund/core';
import { pieces, startFakeLlm, type FakeLlm } from '../../../../test/fake-llm';
import { AppError } from '../../../lib/errors';
import { createLlmProvider } from './llm-provider';
import type { Prompt } from './prompt';
import type { LlmSettings } from './provider';

const SECRET = 'sk-test-never-logged-0123456789';
const prompt: Prompt = {
  label: 'resume_summary v1',
  messages: [
    { role: 'system', content: 'Use only facts stated in the FACTS below.' },
    { role: 'user', content: 'FACTS: studies Biology at Riverside College' },
  ],
};
const { profiles, resumes } = builderFixtures;
const facts = builderFixtures.facts(profiles.sparse, resumes.empty, null);

let fake: FakeLlm;
let logged: string[];
const log = () =>
  pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  );

function provider(overrides: Partial<LlmSettings> = {}) {
  return createLlmProvider(
    { baseUrl: fake.baseUrl, apiKey: SECRET, model: 'fake-model-7b', timeoutMs: 2_000, ...overrides },
    log(),
  );
}

async function collect(iterable: AsyncIterable<string>) {
  const parts: string[] = [];
  for await (const part of iterable) parts.push(part);
  return parts;
}

/** The AppError a failed write ends with, or null when it succeeded. */
async function failure(iterable: AsyncIterable<string>): Promise<AppError | null> {
  try {
    await collect(iterable);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
}

beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  logged = [];
});

describe('the OpenAI-compatible provider against a local fake server', () => {
  it('streams the deltas in order with the model, the settings and the key', async () => {
    fake.script({ reply: 'Biology student who runs careful experiments.', chunks: 5 });
    const parts = await collect(
      provider().write(prompt, facts, 'resume_summary', new AbortController().signal),
    );
    expect(parts.length).toBe(5);
    expect(parts.join('')).toBe('Biology student who runs careful experiments.');
    const [request] = fake.requests;
    expect(request!.authorization).toBe(`Bearer ${SECRET}`);
    expect(request!.body).toMatchObject({
      model: 'fake-model-7b',
      stream: true,
      temperature: 0.3,
      messages: prompt.messages,
    });
    expect(request!.body.max_tokens).toBeGreaterThan(0);
  });

  it('sends no Authorization header to a local server configured without a key', async () => {
    await collect(
      provider({ apiKey: null }).write(prompt, facts, 'resume_summary', new AbortController().signal),
    );
    expect(fake.requests[0]!.authorization).toBeNull();
  });

  it('logs the status, the model and the duration, never the key or the prompt', async () => {
    fake.script({ reply: 'Private reply text' });
    await collect(provider().write(prompt, facts, 'cover_letter', new AbortController().signal));
    fake.script({ status: 401 });
    await failure(provider().write(prompt, facts, 'cover_letter', new AbortController().signal));
    const lines = logged.join('\n');
    expect(logged).toHaveLength(2);
    expect(lines).toContain('fake-model-7b');
    expect(lines).toContain('"status":401');
    expect(lines).toContain('durationMs');
    for (const secret of [SECRET, 'Riverside College', 'Private reply text', 'fake error'])
      expect(lines).not.toContain(secret);
  });

  it('turns a server that does not answer in time into providerTimeout', async () => {
    fake.script({ delayMs: 1_500 });
    const error = await failure(
      provider({ timeoutMs: 300 }).write(prompt, facts, 'resume_summary', new AbortController().signal),
    );
    expect(error).toMatchObject({ statusCode: 503, message: builderMessages.providerTimeout });
  });

  it('turns a stream that stalls past the deadline into providerTimeout', async () => {
    fake.script({ chunks: 3, chunkDelayMs: 400 });
    const error = await failure(
      provider({ timeoutMs: 500 }).write(prompt, facts, 'resume_summary', new AbortController().signal),
    );
    expect(error).toMatchObject({ statusCode: 503, message: builderMessages.providerTimeout });
  });

  it('turns an unreachable server into providerTimeout', async () => {
    const error = await failure(
      provider({ baseUrl: 'http://127.0.0.1:9/v1' }).write(
        prompt,
        facts,
        'resume_summary',
        new AbortController().signal,
      ),
    );
    expect(error).toMatchObject({ message: builderMessages.providerTimeout });
  });

  it.each([
    [401, builderMessages.providerMisconfigured],
    [403, builderMessages.providerMisconfigured],
    [429, builderMessages.providerBusy],
    [400, builderMessages.providerFailed],
    [500, builderMessages.providerFailed],
    [503, builderMessages.providerFailed],
  ])('turns a %i answer into its message, without retrying', async (status, message) => {
    fake.script({ status, retryAfter: status === 429 ? '20' : null });
    const error = await failure(
      provider().write(prompt, facts, 'resume_summary', new AbortController().signal),
    );
    expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message });
    expect(fake.requests).toHaveLength(1);
  });

  it('fails a stream that breaks mid-way after yielding what arrived', async () => {
    fake.script({ reply: 'one two three four', chunks: 4, breakAfter: 2 });
    const arrived = pieces('one two three four', 4).slice(0, 2).join('');
    const parts: string[] = [];
    const error = await failure(
      (async function* () {
        for await (const part of provider().write(
          prompt,
          facts,
          'resume_summary',
          new AbortController().signal,
        )) {
          parts.push(part);
          yield part;
        }
      })(),
    );
    expect(parts.join('')).toBe(arrived);
    expect(error?.message).toBe(builderMessages.providerFailed);
  });

  it('stops when the caller aborts, without calling it a provider failure', async () => {
    fake.script({ chunks: 10, chunkDelayMs: 100 });
    const abort = new AbortController();
    const iterator = provider().write(prompt, facts, 'resume_summary', abort.signal)[Symbol.asyncIterator]();
    await iterator.next();
    abort.abort();
    const outcome = await iterator.next().then(
      () => 'ended',
      (error: unknown) => (error instanceof AppError ? 'provider error' : 'aborted'),
    );
    expect(outcome).not.toBe('provider error');
  });
});
