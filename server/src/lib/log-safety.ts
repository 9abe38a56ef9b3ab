import { decodedPath } from './api-path';

// What must never reach a log line: calendar feed tokens (the URL path is the credential),
// token-like query values, and password hashes (argon2 encodings are self-describing).
const CALENDAR_TOKEN = /(\/calendar\/)[^/?#\s"'\\]+/gi;
const SECRET_QUERY =
  /([?&][^=&#\s"]*(?:token|secret|password|passwd|key|signature|session|code)[^=&#\s"]*=)[^&#\s"]*/gi;
const ARGON2_HASH = /\$argon2(?:id|i|d)\$[^\s"'\\]*/g;
const REDACTED = '[redacted]';

/** Masks secrets anywhere in a piece of text: a log message, an error, a whole serialized line. */
export function scrubText(text: string): string {
  return text
    .replace(ARGON2_HASH, REDACTED)
    .replace(CALENDAR_TOKEN, `$1${REDACTED}`)
    .replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * A request URL fit for the access log. The router decodes escapes, so '/api/calend%61r/<token>.ics'
 * also reaches the feed: the decoded path is what gets checked and, when it is a feed, logged.
 */
export function maskUrl(url: string): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const path = url.slice(0, url.length - query.length);
  const decoded = decodedPath(path);
  const shownPath = scrubText(decoded) !== decoded ? scrubText(decoded) : path;
  return shownPath + scrubText(query);
}

/** Fields of a database error that say what went wrong without carrying the row's values. */
const SAFE_DB_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'];

/** Results of safeError, so the log serializer passes them through instead of wrapping them again. */
const alreadySafe = new WeakSet<object>();

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/**
 * An error as it may be logged. Drizzle wraps driver errors as "Failed query: <sql> params: <values>"
 * (a new user's password hash among them) with `query` and `params` fields; the driver error's
 * `detail` repeats the failing row. Only the type, a scrubbed message, the error code/constraint and
 * the call stack survive.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (alreadySafe.has(error as object)) return error as SafeError;
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  // Drizzle's message embeds the SQL and its values; driver errors (PGlite also attaches `query` and
  // `params` fields, never copied here) have PostgreSQL's own message, which is kept.
  const isDrizzleWrapper = error.message.startsWith('Failed query:');
  const type = errorType(error);
  const message = isDrizzleWrapper
    ? 'Failed query (SQL text and parameters not logged)'
    : scrubText(error.message);
  const safe: SafeError = { type, message };
  for (const field of SAFE_DB_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = scrubText(String(value));
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') safe.statusCode = statusCode;
  if (error.stack) safe.stack = `${type}: ${message}\n${callSites(error.stack)}`;
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  alreadySafe.add(safe);
  return safe;
}

/** pg and PGlite name their errors 'error' (PGlite's class name is minified): call those DatabaseError. */
function errorType(error: Error): string {
  if (typeof (error as { severity?: unknown }).severity === 'string') return 'DatabaseError';
  return error.name && error.name !== 'Error' ? error.name : error.constructor?.name || 'Error';
}

/** The "    at …" lines of a stack: its first lines repeat the (possibly multi-line) message. */
function callSites(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map(scrubText)
    .join('\n');
}
