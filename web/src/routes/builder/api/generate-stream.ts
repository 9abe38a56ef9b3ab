import {
  builderApi,
  generationEventSchema,
  type GenerateRequest,
  type GenerationEvent,
} from '@futurefund/core';
import { createParser } from 'eventsource-parser';
import { apiRequest } from '../../../lib/api-client';

/** A stream that ended without `done` or `error` (a dropped connection): nothing usable came. */
export class StreamEndedError extends Error {
  override readonly name = 'StreamEndedError';
}

/**
 * POST /api/builder/generate, read as server-sent events (ADR 029: a POST body cannot go through
 * EventSource). Each event's JSON is checked against the contract before the page sees it. HTTP
 * refusals (403, 404, 429, bad input) throw ApiError before any event; the returned promise
 * resolves with the final `done` or `error` event.
 */
export async function streamGeneration(
  body: GenerateRequest,
  onEvent: (event: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<Extract<GenerationEvent, { type: 'done' | 'error' }>> {
  const response = await apiRequest('POST', builderApi.generate.path, body, { signal });
  if (!response.body) throw new StreamEndedError('The answer had no body');
  let last: Extract<GenerationEvent, { type: 'done' | 'error' }> | null = null;
  const parser = createParser({
    onEvent: (message) => {
      if (last) return;
      let json: unknown;
      try {
        json = JSON.parse(message.data);
      } catch {
        return; // a keep-alive or comment, not one of ours
      }
      const parsed = generationEventSchema.safeParse(json);
      if (!parsed.success) return;
      if (parsed.data.type === 'done' || parsed.data.type === 'error') last = parsed.data;
      onEvent(parsed.data);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  // Stop ends the read at once, whether or not the network layer also tears the body down.
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
  signal.throwIfAborted();
  if (!last) throw new StreamEndedError('The writing assistant stopped before finishing');
  return last;
}
