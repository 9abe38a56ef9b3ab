import {
  endpointUrl,
  type AnyEndpoint,
  type EndpointErrorCode,
  type EndpointInput,
  type EndpointOutput,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
} from '@futurefund/core';
import { reportNetworkAnswer, reportNetworkFailure } from './connectivity';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-2xx API response. `message` is always "<status>: <text>" (product §8 generic rule) so toasts
 * can show it as is; the other fields come from our error body when the server sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly details: ErrorDetail[] | undefined;
  readonly requestId: string | undefined;

  constructor(
    status: number,
    text: string,
    extra: { code?: ErrorCode; details?: ErrorDetail[]; requestId?: string } = {},
  ) {
    super(`${status}: ${text}`);
    this.status = status;
    this.code = extra.code;
    this.details = extra.details;
    this.requestId = extra.requestId;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Our error body (architecture.md "API rules"), or null for anything else (proxy pages, plain text, empty). */
async function parseErrorBody(raw: string): Promise<ErrorBody | null> {
  const json = parseJson(raw);
  if (json === undefined) return null;
  const { errorBodySchema } = await import('./error-body');
  const parsed = errorBodySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Turns a failed response into an ApiError; resolves quietly for 2xx. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const raw = await response.text().catch(() => '');
  const body = await parseErrorBody(raw);
  if (body) {
    const { message, code, details, requestId } = body;
    throw new ApiError(response.status, message, { code, details, requestId });
  }
  // HTTP/2 has no reason phrases, so statusText can be empty too; never end the message on ": ".
  throw new ApiError(response.status, raw || response.statusText || 'Request failed');
}

/**
 * Sends one API call with the session cookie. A JSON body (and its content type) is sent only
 * when `body` is given. Resolves with the 2xx Response; callers read or ignore the body.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: init.signal,
    });
  } catch (error) {
    // No HTTP answer at all: the offline banner explains the page's error state (ADR 032).
    if (!init.signal?.aborted) reportNetworkFailure();
    throw error;
  }
  reportNetworkAnswer();
  await throwIfNotOk(response);
  return response;
}

/** An answer that does not match its endpoint's contract (checked outside production builds). */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(endpoint: AnyEndpoint, issues: string) {
    super(`${endpoint.method} ${endpoint.path} answered outside its contract: ${issues}`);
  }
}

// Development and tests parse every answer against its contract, so a server/web drift fails
// loudly there; production trusts the server (which serializes through the same schemas).
export const checksAnswers = import.meta.env.MODE !== 'production';

type ApiArgs<E extends AnyEndpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, init?: { signal?: AbortSignal }]
    : [input: EndpointInput<E>, init?: { signal?: AbortSignal }];

/** A typed answer with its response headers (browse reads its total count from them). */
export type ApiAnswer<E extends AnyEndpoint> = { data: EndpointOutput<E>; headers: Headers };

/** Like api(), but also hands back the response headers. */
export async function apiWithHeaders<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, init]: ApiArgs<E>
): Promise<ApiAnswer<E>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  const response = await apiRequest(endpoint.method, endpointUrl(endpoint, input), body, init);
  const { headers } = response;
  if (!endpoint.response || response.status === 204) return { data: undefined as EndpointOutput<E>, headers };
  const json: unknown = await response.json();
  if (checksAnswers) {
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new ContractError(endpoint, issues.join('; '));
    }
  }
  return { data: json as EndpointOutput<E>, headers };
}

/**
 * Calls one core endpoint (ADR 011): the path, method and payload come from its object, and the
 * answer is typed by its response schema. The only way the web talks to the API.
 */
export async function api<E extends AnyEndpoint>(
  endpoint: E,
  ...args: ApiArgs<E>
): Promise<EndpointOutput<E>> {
  return (await apiWithHeaders(endpoint, ...args)).data;
}

/**
 * A GET the first page load makes (the session and the counters). Production trusts answers (see
 * `checksAnswers`), so it needs only the path and the endpoint object with its zod schemas never
 * loads; development and tests load it and check the answer as api() does (ADR 005, ADR 034).
 */
export async function shellGet<E extends AnyEndpoint>(
  path: E['path'],
  loadEndpoint: () => Promise<E>,
  init: { signal?: AbortSignal } = {},
): Promise<EndpointOutput<E>> {
  if (checksAnswers) return api(await loadEndpoint(), ...([{}, init] as unknown as ApiArgs<E>));
  const response = await apiRequest('GET', path, undefined, init);
  return (await response.json()) as EndpointOutput<E>;
}

/** True when the call failed with `code`, which must be one the endpoint declares (checked by tsc). */
export function isErrorCode<E extends AnyEndpoint>(
  error: unknown,
  _endpoint: E,
  code: EndpointErrorCode<E>,
): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
