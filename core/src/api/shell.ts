// What the first page load needs to talk to the API, kept free of zod (ADR 005, ADR 034): the web
// shell calls these paths before any endpoint object (with its schemas) has loaded.

/**
 * Paths the first load calls (the signed-in user, the counters, and the About page's source
 * facts, also read by its drawn page's island); the endpoint objects use the same constants.
 */
export const shellApiPaths = {
  currentUser: '/api/user',
  opportunityCounts: '/api/opportunities/counts',
  opportunitySources: '/api/opportunities/sources',
} as const;

/**
 * A cookie scripts may read that says "a session cookie is present" (its value is always `1`).
 * The session cookie itself is httpOnly; without this hint every visitor's first load would ask
 * `GET /api/user`, get the 401 that means "signed out", and have the browser log it as an error.
 * It is no credential: the server never reads it for authorization.
 */
export const SIGNED_IN_HINT_COOKIE = 'ff_signed_in';
