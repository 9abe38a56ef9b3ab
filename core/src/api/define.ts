import type { z } from 'zod';
import type { ErrorCode } from '../contracts/errors';

// One endpoint, one object (ADR 011): the server registers its route from it and the web calls it
// through one typed helper, so a path, a payload or an answer cannot drift between the two.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in user, an admin, or a contributor (admins included). */
export type EndpointAuth = 'public' | 'user' | 'admin' | 'contributor';

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify path syntax: `/api/applications/:id`. */
  path: string;
  summary: string;
  tag: string;
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer. Absent for 204 answers and for files. */
  response?: z.ZodType;
  /** Success status; defaults to 200 with a response or a file, else 204. */
  status?: 200 | 201 | 204;
  /** A non-JSON answer (CSV, iCalendar): its content type. The web links to these. */
  file?: string;
  /** The error codes its own rules may answer, beyond those every endpoint of its kind can. */
  errors?: readonly ErrorCode[];
}

/** Codes any endpoint can answer: transport problems and bad input. */
type TransportCode =
  | 'VALIDATION_ERROR'
  | 'INVALID_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE';

/** A foreign Origin is refused on every state-changing call. */
type MethodCode<S extends EndpointSpec> = S['method'] extends 'GET' ? never : 'FORBIDDEN';
type AuthCode<S extends EndpointSpec> = S['auth'] extends 'public'
  ? never
  : S['auth'] extends 'user'
    ? 'UNAUTHENTICATED'
    : 'UNAUTHENTICATED' | 'FORBIDDEN';
type DeclaredCode<S extends EndpointSpec> = S['errors'] extends readonly ErrorCode[]
  ? S['errors'][number]
  : never;

export type Endpoint<S extends EndpointSpec = EndpointSpec> = Omit<S, 'errors' | 'status'> & {
  status: 200 | 201 | 204;
  /** Every code this endpoint may answer; the server refuses to send another one in tests. */
  errors: readonly (TransportCode | MethodCode<S> | AuthCode<S> | DeclaredCode<S>)[];
};

export type AnyEndpoint = Omit<EndpointSpec, 'errors' | 'status'> & {
  status: 200 | 201 | 204;
  errors: readonly ErrorCode[];
};
export type EndpointErrorCode<E extends AnyEndpoint> = E['errors'][number];

const transportCodes: readonly ErrorCode[] = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];

function implicitCodes(spec: EndpointSpec): ErrorCode[] {
  const codes = [...transportCodes];
  if (spec.method !== 'GET') codes.push('FORBIDDEN');
  if (spec.auth !== 'public') codes.push('UNAUTHENTICATED');
  if (spec.auth === 'admin' || spec.auth === 'contributor') codes.push('FORBIDDEN');
  return codes;
}

export function defineEndpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  const errors = [...new Set([...implicitCodes(spec), ...(spec.errors ?? [])])];
  // A JSON answer or a file is a 200; nothing to answer is a 204.
  const status = spec.status ?? (spec.response || spec.file ? 200 : 204);
  return { ...spec, status, errors } as Endpoint<S>;
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

/** What a caller sends: `{ params, query, body }`, each present when the endpoint has it. */
export type EndpointInput<E extends AnyEndpoint> = ([E['params']] extends [z.ZodType]
  ? { params: Input<E['params']> }
  : { params?: never }) &
  ([E['query']] extends [z.ZodType] ? { query?: Input<E['query']> } : { query?: never }) &
  ([E['body']] extends [z.ZodType] ? { body: Input<E['body']> } : { body?: never });

/** What the server's handler receives after validation. */
export type EndpointRequest<E extends AnyEndpoint> = {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
};

/** The answer as the web reads it (JSON), or void for 204 and files. */
export type EndpointOutput<E extends AnyEndpoint> = [E['response']] extends [z.ZodType]
  ? z.output<E['response']>
  : void;

/** What the server's handler returns; the response schema serializes (and checks) it. */
export type EndpointResult<E extends AnyEndpoint> = [E['response']] extends [z.ZodType]
  ? z.input<E['response']>
  : void;

/** `/api/applications/:id` + `{ id: 7 }` → `/api/applications/7` (values URI-encoded). */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values as a query string; undefined values are left out. */
export function endpointQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call (for fetch, or for a link to a file answer). */
export function endpointUrl<E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>): string {
  const parts = input as { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
  return endpointPath(endpoint.path, parts?.params) + endpointQueryString(parts?.query);
}
