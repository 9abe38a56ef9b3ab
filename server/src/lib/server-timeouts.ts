export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (slow-body clients get a 408). */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this (slow-loris). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic at all, e.g. a client that stops reading the answer, is cut after this. */
  connectionTimeoutMs: number;
}

// Node's defaults let a client drip a request body forever (Fastify sets requestTimeout to 0) and
// only check for expired requests every 30 s. keepAlive stays above the 60 s idle timeout of common
// load balancers, so they never reuse a connection we are closing.
export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
  connectionTimeoutMs: 120_000,
};

/** Fastify server options for the given timeouts (missing ones take the defaults). */
export function serverTimeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const t = { ...DEFAULT_TIMEOUTS, ...overrides };
  // Node refuses a headers timeout longer than the request timeout.
  const headersTimeout = Math.min(t.headersTimeoutMs, t.requestTimeoutMs);
  return {
    requestTimeout: t.requestTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    connectionTimeout: t.connectionTimeoutMs,
    http: {
      requestTimeout: t.requestTimeoutMs,
      headersTimeout,
      // How often Node looks for expired requests; its 30 s default would stretch the bounds above.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, headersTimeout / 5)),
    },
  };
}
