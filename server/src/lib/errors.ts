import type { ErrorCode, ErrorDetail } from '@futurefund/core';

/** An expected failure with a status, a stable code and a message safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: ErrorDetail[]) {
    return new AppError(400, 'VALIDATION_ERROR', message, details);
  }
  static unauthenticated(message = 'You must be signed in to do that.') {
    return new AppError(401, 'UNAUTHENTICATED', message);
  }
  static forbidden(message = "You don't have permission to do that.") {
    return new AppError(403, 'FORBIDDEN', message);
  }
  static notFound(message = 'Not found.') {
    return new AppError(404, 'NOT_FOUND', message);
  }
  static conflict(message: string) {
    return new AppError(409, 'CONFLICT', message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, 'RATE_LIMITED', message, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}
