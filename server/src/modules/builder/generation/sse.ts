import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GenerationEvent } from '@futurefund/core';

/**
 * A comment line every so often while the model thinks: proxies (and our own idle-connection
 * timeout) cut a connection that stays silent, and SSE parsers skip comments.
 */
export const HEARTBEAT_MS = 15_000;

/** One server-sent event: the JSON carries its own `type` (core generationEventSchema). */
export const sseEvent = (event: GenerationEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * Streams events as text/event-stream straight to the socket, each written as soon as it exists.
 * The reply is hijacked, so Fastify's onSend hooks do not run: the headers they would add (the
 * security headers set earlier, the request id) are copied here, and nothing compresses or
 * buffers the stream (no-transform, X-Accel-Buffering for nginx). The signal aborts when the
 * client goes away before the end, so the provider stops writing for nobody.
 */
export async function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  events: (signal: AbortSignal) => AsyncIterable<GenerationEvent>,
) {
  const abort = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  raw.on('close', () => {
    if (!raw.writableFinished) abort.abort();
  });
  const inherited = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number | string[]>;
  raw.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  try {
    for await (const event of events(abort.signal)) {
      if (abort.signal.aborted) break;
      raw.write(sseEvent(event));
    }
  } catch (error) {
    // The events end in `error` themselves for provider failures; this is a bug of ours.
    request.log.error({ err: error }, 'event stream failed');
  } finally {
    clearInterval(heartbeat);
    raw.end();
  }
  return reply;
}
