import type { ErrorCode } from '@futurefund/core';

/**
 * PostgreSQL errors that mean "the request carried a value the database cannot take", not "we
 * broke": a safety net for inputs the contracts do not rule out yet (NUL characters in text,
 * numbers beyond integer columns). They answer 400 in the standard error shape instead of 500.
 */
const INVALID_INPUT: Record<string, string> = {
  // invalid_byte_sequence_for_encoding, e.g. a NUL character in a text value
  '22021': 'The request contains characters that cannot be stored (such as the NUL character).',
  // untranslatable_character
  '22P05': 'The request contains characters that cannot be stored (such as the NUL character).',
  // numeric_value_out_of_range, e.g. an id above 2147483647
  '22003': 'A number in the request is out of range.',
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, looking through drizzle's wrapper (the driver error is its cause). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, severity, cause } = current as { code?: unknown; severity?: unknown; cause?: unknown };
    // A driver error has a severity; Fastify's own errors have codes like FST_ERR_… and none.
    if (typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string') return code;
    current = cause;
  }
  return undefined;
}

/** The 400 answer for a database error caused by the request's values, or undefined. */
export function invalidInputFromDatabase(
  error: unknown,
): { status: 400; code: ErrorCode; message: string } | undefined {
  const sqlState = databaseErrorCode(error);
  const message = sqlState ? INVALID_INPUT[sqlState] : undefined;
  return message ? { status: 400, code: 'VALIDATION_ERROR', message } : undefined;
}
