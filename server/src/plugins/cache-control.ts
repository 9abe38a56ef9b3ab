import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../lib/api-path';

/**
 * API answers are personal or short-lived: no browser or shared cache may keep them unless the
 * route said otherwise (the calendar feed's `private, max-age=300`). Errors are never cacheable,
 * even when the route had set a header before it failed, and neither is anything answered to a
 * request that carries a session, unless the route chose a private policy for it.
 */
export function registerApiCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const chosen = reply.getHeader('cache-control');
    const personal = request.user !== null || request.headers.cookie !== undefined;
    const keep =
      chosen !== undefined && reply.statusCode < 400 && !(personal && /\bpublic\b/i.test(String(chosen)));
    if (!keep) reply.header('cache-control', 'no-store');
  });
}
