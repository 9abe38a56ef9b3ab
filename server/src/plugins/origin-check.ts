import type { FastifyInstance } from 'fastify';
import { emailApi, newsletterApi, type AnyEndpoint } from '@futurefund/core';
import { AppError } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Endpoints whose permission is a token in the request itself, never the session cookie, so a
 * foreign Origin forges nothing. RFC 8058 one-click unsubscribe is posted by mail clients, from
 * webmail origins or none. Matched by the route the router chose (the endpoint object), so no
 * path spelling can stretch the exemption to another route.
 */
const CROSS_SITE_ALLOWED: ReadonlySet<AnyEndpoint> = new Set([
  emailApi.unsubscribe,
  newsletterApi.unsubscribe,
]);

/**
 * CSRF defence in depth (the session cookie is already SameSite=Lax): a state-changing request
 * whose Origin is another site is refused, whatever its path: a path test is bypassed by escapes
 * the router decodes ('/%61pi/logout' reaches '/api/logout'), and no page of ours takes foreign
 * posts. Browsers always send Origin on such requests; clients that send neither Origin nor
 * Sec-Fetch-Site (curl, server-to-server) carry no ambient cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint && CROSS_SITE_ALLOWED.has(endpoint)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!isSameHost(origin, request.host)) throw crossSite();
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw crossSite();
  });
}

function isSameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" (sandboxed frames, file://) and garbage are never our site
  }
}

function crossSite() {
  return AppError.forbidden('Cross-site request refused: this action must come from FutureFund itself.');
}
