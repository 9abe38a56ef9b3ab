import type { FastifyBaseLogger } from 'fastify';
import OpenAI, {
  APIConnectionError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { builderMessages } from '@futurefund/core';
import { AppError } from '../../../lib/errors';
import type { LlmSettings, TextProvider } from './provider';

/** A cover letter's body is a few hundred words; this leaves room without running on. */
const MAX_TOKENS = 1_200;

const unavailable = (message: string) => new AppError(503, 'SERVICE_UNAVAILABLE', message);

/**
 * A provider failure as the message the user reads (builderMessages): the model server's own
 * error text never reaches the page (it may echo the prompt or name the account).
 */
export function providerError(error: unknown, timedOut: boolean): AppError {
  if (error instanceof AppError) return error;
  if (timedOut || error instanceof APIConnectionError) return unavailable(builderMessages.providerTimeout);
  if (error instanceof RateLimitError) return unavailable(builderMessages.providerBusy);
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError)
    return unavailable(builderMessages.providerMisconfigured);
  return unavailable(builderMessages.providerFailed);
}

/**
 * Any OpenAI-compatible chat-completions server (ADR 029), hosted or local, through the official
 * SDK, streamed. No retries: a retry would double the wait and the cost while the user watches;
 * they can press the button again. The whole call (connection and stream) shares one deadline.
 */
export function createLlmProvider(settings: LlmSettings, log: FastifyBaseLogger): TextProvider {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // The SDK insists on a key; a local server without one gets no Authorization header at all.
    apiKey: settings.apiKey ?? 'unused',
    defaultHeaders: settings.apiKey ? {} : { Authorization: null },
    // Explicit nulls keep the SDK from reading OPENAI_* variables (env.ts is the only reader).
    organization: null,
    project: null,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });

  return {
    kind: 'llm',
    model: settings.model,
    async *write(prompt, _facts, kind, signal) {
      const deadline = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        deadline.abort();
      }, settings.timeoutMs);
      const stop = () => deadline.abort();
      signal.addEventListener('abort', stop, { once: true });
      const started = Date.now();
      let status: number | 'ok' | 'cancelled' | 'timeout' | 'failed' = 'ok';
      try {
        const stream = await client.chat.completions.create(
          {
            model: settings.model,
            messages: prompt.messages,
            stream: true,
            temperature: 0.3,
            max_tokens: MAX_TOKENS,
          },
          { signal: deadline.signal },
        );
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
        if (timedOut) throw new APIUserAbortError();
      } catch (error) {
        // The page went away: nobody reads a message, so the abort itself ends the generator.
        if (signal.aborted && !timedOut) {
          status = 'cancelled';
          throw error;
        }
        status = timedOut ? 'timeout' : error instanceof APIError && error.status ? error.status : 'failed';
        throw providerError(error, timedOut);
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
        // Status, model and duration only: never the key, the prompt or the model's text.
        log.info(
          { provider: 'llm', model: settings.model, kind, status, durationMs: Date.now() - started },
          'builder generation',
        );
      }
    },
  };
}
