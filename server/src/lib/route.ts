import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  errorBodySchema,
  errorStatus,
  type AnyEndpoint,
  type EndpointAuth,
  type EndpointRequest,
  type EndpointResult,
} from '@futurefund/core';
import type { SessionUser } from '../modules/auth/auth.repo';
import { requireAdmin, requireContributor, requireUser } from '../plugins/session';
import { rejectControlCharacters } from './control-characters';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The core endpoint this route was registered from (the error handler checks its codes). */
    endpoint?: AnyEndpoint;
  }
}

/** The acting user: always there behind a sign-in guard, maybe null on public endpoints. */
type Actor<E extends AnyEndpoint> = E['auth'] extends 'public' ? SessionUser | null : SessionUser;

export type RouteContext<E extends AnyEndpoint> = EndpointRequest<E> & {
  user: Actor<E>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A file endpoint answers text (CSV, iCalendar) or bytes (vault downloads, which set their own
 * Content-Type first); a JSON endpoint answers its response schema's input.
 */
type HandlerResult<E extends AnyEndpoint> = E['file'] extends string ? string | Buffer : EndpointResult<E>;

/** Its answer, or the reply when the handler sent the answer itself (e.g. JSON it already serialized). */
export type RouteHandler<E extends AnyEndpoint> = (
  context: RouteContext<E>,
) => Promise<HandlerResult<E> | FastifyReply> | HandlerResult<E> | FastifyReply;

const guards: Record<EndpointAuth, preHandlerAsyncHookHandler[]> = {
  public: [],
  user: [requireUser],
  admin: [requireAdmin],
  contributor: [requireContributor],
};

/** Success and error answers for the schema (validation, serialization and the API docs). */
function responseSchemas(endpoint: AnyEndpoint) {
  const schemas: Record<number, unknown> = {};
  for (const code of endpoint.errors) schemas[errorStatus[code]] = errorBodySchema;
  if (endpoint.response) {
    schemas[endpoint.status] = endpoint.response;
    // Creating calls answer 200 when the thing already existed (idempotent saves).
    if (endpoint.status === 201) schemas[200] = endpoint.response;
  }
  return schemas;
}

/**
 * Registers the route for a core endpoint (ADR 011): method, path, schemas, sign-in guard and
 * error codes all come from the one object; the handler only calls a service.
 */
export function route<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    preValidation: rejectControlCharacters,
    preHandler: guards[endpoint.auth],
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(endpoint),
    },
    handler: async (request, reply) => {
      reply.code(endpoint.status);
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        request,
        reply,
      } as RouteContext<E>);
      if (reply.sent) return reply;
      if (endpoint.file) {
        if (!reply.hasHeader('content-type')) reply.type(endpoint.file);
        return reply.send(result);
      }
      return endpoint.response ? result : reply.send();
    },
  });
}
