import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, ErrorDetail } from '@futurefund/core';
import { AppError } from '../lib/errors';
import { safeError } from '../lib/log-safety';
import { invalidInputFromDatabase } from '../lib/database-errors';

// Fastify's own client errors, translated into our codes and plain-language messages.
const fastifyClientErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty but its content type says JSON.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type: send application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The Content-Length header does not match the body.',
  },
};

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function validationDetails(error: FastifyError): ErrorDetail[] {
  return (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
}

/** One line for the error body from its details (also used by handlers that validate by hand). */
export function summarize(details: ErrorDetail[]): string {
  const [first] = details;
  if (!first) return 'The request is invalid.';
  const label = first.path ? `${first.path}: ${first.message}` : first.message;
  return details.length > 1 ? `${label} (and ${details.length - 1} more)` : label;
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: Omit<ErrorBody, 'requestId'>,
) {
  return reply
    .code(status)
    .type('application/json')
    .send({ ...body, requestId: String(request.id) });
}

/**
 * Outside production an endpoint may only answer the codes its core object declares, so the web
 * (which handles codes by name) never waits for one the server does not send, nor misses one it does.
 */
function undeclaredCode(request: FastifyRequest, code: ErrorCode): string | null {
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint || endpoint.errors.includes(code)) return null;
  return `${endpoint.method} ${endpoint.path} answered ${code}, which its core endpoint does not declare.`;
}

/** The one place errors become responses: 4xx explain, 5xx never leak internals (architecture.md "API rules"). */
export function registerErrorHandler(app: FastifyInstance, { strictErrorCodes = false } = {}) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const undeclared = strictErrorCodes && undeclaredCode(request, error.code);
      if (undeclared) {
        request.log.error({ code: error.code }, undeclared);
        return sendError(reply, request, 500, { message: undeclared, code: 'INTERNAL_ERROR' });
      }
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, request, error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationDetails(error);
      return sendError(reply, request, 400, {
        message: summarize(details),
        code: 'VALIDATION_ERROR',
        details,
      });
    }
    const known =
      (error.code ? fastifyClientErrors[error.code] : undefined) ?? invalidInputFromDatabase(error);
    if (known) return sendError(reply, request, known.status, { message: known.message, code: known.code });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return sendError(reply, request, status, {
        message: error.message,
        code: codeByStatus[status] ?? 'VALIDATION_ERROR',
      });
    }
    // Never the raw error: a failed query carries its SQL text and parameters (ADR 012).
    request.log.error({ err: safeError(error) }, 'request failed');
    return sendError(reply, request, 500, {
      message: 'Something went wrong on our side. Please try again later.',
      code: 'INTERNAL_ERROR',
    });
  });
}
