import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server at the HTTP boundary (ADR 029): the real
 * `openai` SDK talks to it over HTTP, so the requests, the streaming and the error statuses are
 * the ones a hosted or local model server would see and send. Scriptable per test with `script`.
 */
export interface FakeLlmScript {
  /** The reply's text; streamed in `chunks` pieces. */
  reply: string;
  chunks: number;
  /** Wait this long before answering at all (a server that hangs: the client's timeout fires). */
  delayMs: number;
  /** Answer this status with an OpenAI-style error body instead of text (401, 429, 500, 503…). */
  status: number | null;
  /** With status 429: the Retry-After header. */
  retryAfter: string | null;
  /** Stream this many chunks, then cut the connection without `[DONE]`. */
  breakAfter: number | null;
  /** Wait this long between streamed chunks. */
  chunkDelayMs: number;
}

export interface ReceivedRequest {
  path: string;
  /** True when the client hung up before the answer was complete (our side aborted the call). */
  cancelled: boolean;
  authorization: string | null;
  body: {
    model?: string;
    stream?: boolean;
    temperature?: number;
    max_tokens?: number;
    messages?: { role: string; content: string }[];
  };
}

const defaults: FakeLlmScript = {
  reply: 'A motivated student with a record of careful work.',
  chunks: 4,
  delayMs: 0,
  status: null,
  retryAfter: null,
  breakAfter: null,
  chunkDelayMs: 0,
};

/** The text cut into `count` pieces of about equal length (at least one character each). */
export function pieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += size) parts.push(text.slice(start, start + size));
  return parts;
}

const chunkOf = (model: string, content: string | null, finish: string | null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeLlm() {
  let script: FakeLlmScript = { ...defaults };
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer(async (req, res) => {
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => resolve(data));
    });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(raw) as ReceivedRequest['body'];
    const received: ReceivedRequest = {
      path: req.url,
      cancelled: false,
      authorization: req.headers.authorization ?? null,
      body,
    };
    requests.push(received);
    res.on('close', () => {
      if (!res.writableFinished) received.cancelled = true;
    });
    const current = script;
    if (current.delayMs > 0) await wait(current.delayMs);
    if (res.destroyed) return;
    if (current.status !== null) {
      res.writeHead(current.status, {
        'content-type': 'application/json',
        ...(current.retryAfter ? { 'retry-after': current.retryAfter } : {}),
      });
      res.end(JSON.stringify({ error: { message: `fake error ${current.status}`, type: 'fake_error' } }));
      return;
    }
    const model = body.model ?? 'fake-model';
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            { index: 0, message: { role: 'assistant', content: current.reply }, finish_reason: 'stop' },
          ],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const parts = pieces(current.reply, current.chunks);
    for (const [index, part] of parts.entries()) {
      if (current.breakAfter !== null && index >= current.breakAfter) {
        // A connection cut mid-answer (after what was written reached the client): no [DONE].
        await wait(50);
        res.socket?.destroy();
        return;
      }
      if (current.chunkDelayMs > 0) await wait(current.chunkDelayMs);
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify(chunkOf(model, part, null))}\n\n`);
    }
    res.write(`data: ${JSON.stringify(chunkOf(model, null, 'stop'))}\n\n`);
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What LLM_BASE_URL is set to. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Changes the next answers; unspecified settings go back to the defaults. */
    script(next: Partial<FakeLlmScript>) {
      script = { ...defaults, ...next };
    },
    reset() {
      script = { ...defaults };
      requests.length = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;
