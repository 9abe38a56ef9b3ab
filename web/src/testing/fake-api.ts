import { SIGNED_IN_HINT_COOKIE, type ErrorCode, type PublicUser } from '@futurefund/core';
import { vi } from 'vitest';

export type RecordedRequest = { method: string; url: string; body: unknown };
type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Our error body (ADR 003), as the server sends it; only codes the server knows. */
export function errorResponse(status: number, message: string, code: ErrorCode): Response {
  return json({ message, code, requestId: 'test-request' }, status);
}

/** A 400 for one invalid field, worded as the server's validation errors are. */
export function fieldErrorResponse(path: string, message: string): Response {
  return json(
    {
      message: `${path}: ${message}`,
      code: 'VALIDATION_ERROR',
      requestId: 'r',
      details: [{ path, message }],
    },
    400,
  );
}

/**
 * Stands in for the server at the fetch boundary, so the real api-client, query client and
 * hooks run. Routes are 'METHOD /path' keys; GET /api/user answers from `user` (401 when null),
 * POST /api/logout succeeds, anything else is a 404 in our error shape. The browser holds the
 * signed-in hint cookie, as it does whenever it has a session cookie (ADR 034), unless
 * `sessionCookie` is false: a visitor who never signed in, for whom the app asks nothing.
 * While `networkDown()` is true every request rejects as fetch does without a connection.
 */
export function installFakeApi({
  user = null,
  routes = {},
  sessionCookie = true,
  networkDown = () => false,
}: {
  user?: PublicUser | null;
  routes?: Record<string, Handler>;
  sessionCookie?: boolean;
  networkDown?: () => boolean;
} = {}) {
  document.cookie = sessionCookie
    ? `${SIGNED_IN_HINT_COOKIE}=1; path=/`
    : `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
  const requests: RecordedRequest[] = [];
  const defaults: Record<string, Handler> = {
    'GET /api/user': () => (user ? json(user) : errorResponse(401, 'Not signed in', 'UNAUTHENTICATED')),
    'POST /api/logout': () => json({ success: true }),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body };
    requests.push(request);
    if (networkDown()) throw new TypeError('Failed to fetch');
    const handler = routes[`${method} ${url}`] ?? defaults[`${method} ${url}`];
    return handler ? handler(request) : errorResponse(404, 'Not found', 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The recorded requests to one endpoint, e.g. sent('POST /api/register'). */
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.url}` === key),
  };
}
