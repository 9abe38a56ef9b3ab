import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerOpenApi } from './plugins/openapi';
import { registerSpa } from './plugins/spa';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { registerSession } from './plugins/session';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { accessRoutes } from './modules/access/access.routes';
import { complimentaryAccessRoutes } from './modules/access/complimentary-access.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { calendarRoutes } from './modules/applications/calendar.routes';
import { exportRoutes } from './modules/applications/export.routes';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { opportunityDataRoutes } from './modules/opportunity-data/opportunity-data.routes';
import { registerOriginCheck } from './plugins/origin-check';
import { registerApiCacheControl } from './plugins/cache-control';
import { registerCompression } from './plugins/compression';
import { APP_VERSION } from './lib/version';
import { loggerOptions, type LogStream } from './lib/logger-options';
import { fastifyTrustProxy } from './trust-proxy';
import { serverTimeoutOptions, type ServerTimeouts } from './lib/server-timeouts';
import { createServices, type Services } from './services';
import { documentsRoutes } from './modules/documents/documents.routes';
import { draftsRoutes } from './modules/builder/drafts/drafts.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import type { VaultKeyring } from './modules/documents/vault-crypto';
import { emailRoutes } from './modules/email/email.routes';
import { unsubscribeRoutes } from './modules/email/unsubscribe.routes';
import { newsletterLeaveRoutes, newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { subscriptionRoutes } from './modules/payments/subscription.routes';
import { reviewRoutes } from './modules/submissions/review.routes';
import { submissionsRoutes } from './modules/submissions/submissions.routes';
import { builderExportRoutes } from './modules/builder/export/export.routes';
import type { StripeSettings } from './modules/payments/stripe-gateway';
import { supportRoutes } from './modules/support/support.routes';
import { generationRoutes } from './modules/builder/generation/generation.routes';
import type { LlmSettings } from './modules/builder/generation/provider';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    appVersion: string;
    /** Every service, built once in services.ts (the composition root). */
    services: Services;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Directory of the built SPA; null serves the API only (tests). */
  webDistDir?: string | null;
  /** Where log lines go instead of stdout (tests capture them); redaction applies either way. */
  logStream?: LogStream;
  /** Close the database when the app closes (the server owns it; tests often share one). */
  closeDatabaseOnClose?: boolean;
  /** Tests only: let URL data sources point at a local fixture server. */
  allowLoopbackSources?: boolean;
  /** HTTP timeouts; tests shorten them (see server-timeouts.ts for the defaults). */
  timeouts?: Partial<ServerTimeouts>;
  /** The Document Vault's master keys (modules/documents/vault-keys.ts resolves them at start-up). */
  vaultKeyring: VaultKeyring;
}

// Accept a caller's request id only when it is short and plain, so it cannot forge log lines.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(options: BuildAppOptions) {
  const { env, database } = options;
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, options.logStream),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(options.timeouts),
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only (product §7); anything else is a 415, not a string fed to a schema.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('appVersion', APP_VERSION);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const services = await createServices(database, {
    log: app.log,
    allowLoopbackSources: options.allowLoopbackSources,
    registrationsPerAddress: env.REGISTRATION_LIMIT_PER_HOUR,
    catalogRefreshCron: env.CATALOG_REFRESH_CRON,
    newsletterDigestCron: env.NEWSLETTER_DIGEST_CRON,
    databaseMaintenanceCron: env.DATABASE_MAINTENANCE_CRON,
    vaultKeyring: options.vaultKeyring,
    deadlineReminders: env.DEADLINE_REMINDERS,
    reminderTimeZone: env.REMINDER_TZ,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, ''),
    },
    siteUrl: env.PUBLIC_URL ?? null,
    supportEmail: env.SUPPORT_EMAIL,
    stripe: stripeSettings(env),
    llm: llmSettings(env),
  });
  app.decorate('services', services);
  // Background work stops before the database it reads from closes.
  app.addHook('onClose', async () => {
    await services.close();
    if (options.closeDatabaseOnClose) await database.close();
  });

  registerErrorHandler(app, { strictErrorCodes: env.NODE_ENV !== 'production' });
  registerSecurityHeaders(app, { stripe: services.subscriptions.config().configured });
  registerApiCacheControl(app);
  await registerCompression(app);
  await registerOpenApi(app, APP_VERSION);
  registerOriginCheck(app);
  await registerSession(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(opportunityDataRoutes);
  await app.register(opportunitiesRoutes);
  await app.register(statsRoutes);
  await app.register(accessRoutes);
  await app.register(complimentaryAccessRoutes);
  await app.register(adminRoutes);
  await app.register(applicationsRoutes);
  await app.register(calendarRoutes);
  await app.register(exportRoutes);
  await app.register(recommendationsRoutes);
  await app.register(profileRoutes);
  await app.register(documentsRoutes);
  await app.register(draftsRoutes);
  await app.register(notificationsRoutes);
  await app.register(emailRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(newsletterRoutes);
  await app.register(newsletterLeaveRoutes);
  await app.register(subscriptionRoutes);
  await app.register(submissionsRoutes);
  await app.register(reviewRoutes);
  await app.register(builderExportRoutes);
  await app.register(supportRoutes);
  await app.register(generationRoutes);
  await app.register(seoRoutes);
  await registerSpa(app, options.webDistDir ?? null);

  return app;
}

/** All four STRIPE_* values (env.ts refuses a partial set), or null: payments not configured. */
function stripeSettings(env: Env): StripeSettings | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_ID)
    return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    priceId: STRIPE_PRICE_ID,
    apiUrl: env.STRIPE_API_URL,
  };
}

/** The builder's model server (env.ts refuses LLM_BASE_URL without LLM_MODEL), or null: the composer. */
function llmSettings(env: Env): LlmSettings | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return {
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY ?? null,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
