import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The built SPA loads only its own scripts (no inline script, see web/public/theme-init.js), so
 * script-src can stay 'self'. Inline styles are allowed because Radix positions popovers with them.
 */
export function registerSecurityHeaders(app: FastifyInstance, { stripe }: { stripe: boolean }) {
  // Stripe.js and its Payment Element frames, only where payments are configured (Stripe's CSP guide).
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrames = stripe
    ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
    : [];
  const stripeConnect = stripe ? ['https://api.stripe.com'] : [];
  // helmet's middleware is built once here; @fastify/helmet rebuilt it (parsing the CSP) on every
  // request, a quarter of a static file's server time (ADR 009).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeConnect],
        frameSrc: ["'self'", ...stripeFrames],
        // The service worker and the web app manifest come from our origin only (ADR 032).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
