import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The built SPA loads only its own scripts (no inline script, see web/public/theme-init.js), so
 * script-src can stay 'self'. Inline styles are allowed because Radix positions popovers with them.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  // helmet's middleware is built once here; @fastify/helmet rebuilt it (parsing the CSP) on every
  // request, a quarter of a static file's server time (ADR 009).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Cross-origin isolation headers would break embedding the payment provider's frames later.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
