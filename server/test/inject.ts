import { endpointUrl, type AnyEndpoint, type EndpointInput, type EndpointOutput } from '@futurefund/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

// Server tests call the app through core's endpoint objects, as the web does: the method, the
// path and its parameters come from the contract, so a test cannot drift from the route it means.

/** Who calls: a session's Cookie header value (from signIn), or null for a visitor. */
export type Caller = string | null;

/** What a test may send: the contract's input, or anything (bad input is half of what we test). */
type LooseInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/**
 * Extra request options: headers beyond the session (an Origin, a content type), a raw payload,
 * and the client address the request comes from (per-address limits, trusted proxies).
 */
type Extras = Pick<InjectOptions, 'headers' | 'payload' | 'remoteAddress'>;

/** Sends one call to `endpoint` as `caller`, whatever the answer. */
export function injectAs<E extends AnyEndpoint>(
  app: FastifyInstance,
  caller: Caller,
  endpoint: E,
  input?: EndpointInput<E> | LooseInput,
  extras: Extras = {},
): Promise<LightMyRequestResponse> {
  const parts = (input ?? {}) as LooseInput;
  return app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint as AnyEndpoint, parts as EndpointInput<AnyEndpoint>),
    ...(parts.body === undefined ? {} : { payload: parts.body as InjectOptions['payload'] }),
    ...extras,
    headers: { ...(caller ? { cookie: caller } : {}), ...extras.headers },
  });
}

/** Calls `endpoint` as `caller`, expects its success status and answers its JSON (nothing for 204s). */
export async function callAs<E extends AnyEndpoint>(
  app: FastifyInstance,
  caller: Caller,
  endpoint: E,
  input?: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  const response = await injectAs(app, caller, endpoint, input);
  expect(response.statusCode, `${endpoint.method} ${endpoint.path}: ${response.body}`).toBe(endpoint.status);
  if (endpoint.status === 204 || !endpoint.response) return undefined as EndpointOutput<E>;
  return response.json() as EndpointOutput<E>;
}
