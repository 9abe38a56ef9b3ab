import type { FastifyBaseLogger } from 'fastify';
import { deadlineToday } from '@futurefund/core';
import type { DatabaseHandle } from './db/client';
import { scheduleDatabaseMaintenance } from './db/maintenance';
import { createAccessRepo } from './modules/access/access.repo';
import { createAccessService } from './modules/access/access.service';
import { createAdminRepo } from './modules/admin/admin.repo';
import { createAdminService } from './modules/admin/admin.service';
import { auditedWrites, createAuditRepo } from './modules/admin/audit.repo';
import { createFreeViews } from './modules/access/free-views.service';
import { createProfileViewService } from './modules/access/profile-view.service';
import { createApplicationsRepo } from './modules/applications/applications.repo';
import { createCalendarFeedsRepo } from './modules/applications/calendar-feeds.repo';
import { createCalendarService } from './modules/applications/calendar.service';
import { createExportService } from './modules/applications/export.service';
import { createTrackerService } from './modules/applications/tracker.service';
import { createAuthRepo } from './modules/auth/auth.repo';
import { createAuthService } from './modules/auth/auth.service';
import { createAuthThrottle } from './modules/auth/auth-throttle';
import { createThrottleRepo } from './modules/auth/throttle.repo';
import { createBrowseRepo } from './modules/opportunities/browse.repo';
import { createBrowseService } from './modules/opportunities/browse.service';
import { watchCatalogVersion } from './modules/opportunities/catalog-version';
import { createDetailRepo } from './modules/opportunities/detail.repo';
import { createFacetsRepo } from './modules/opportunities/facets.repo';
import { createFacetsService } from './modules/opportunities/facets.service';
import { createOpportunitiesService } from './modules/opportunities/opportunities.service';
import { createTypeListTotals } from './modules/opportunities/type-list-total';
import { createCatalogWriteRepo } from './modules/opportunity-data/catalog-write.repo';
import { createDataSourcesRepo } from './modules/opportunity-data/data-sources.repo';
import { createRefreshService } from './modules/opportunity-data/refresh.service';
import { scheduleCatalogRefresh } from './modules/opportunity-data/refresh-schedule';
import { createAccountRepo } from './modules/profile/account.repo';
import { createAccountService } from './modules/profile/account.service';
import { createProfileRepo } from './modules/profile/profile.repo';
import { createProfileService } from './modules/profile/profile.service';
import { createRecommendationsRepo } from './modules/recommendations/recommendations.repo';
import { createRecommendationsService } from './modules/recommendations/recommendations.service';
import { createCorpusStats } from './modules/recommendations/corpus-stats';
import { createSeoRepo } from './modules/seo/seo.repo';
import { createSeoService } from './modules/seo/seo.service';
import { createStatsRepo } from './modules/stats/stats.repo';
import { createStatsService } from './modules/stats/stats.service';
import { createDocumentsRepo } from './modules/documents/documents.repo';
import { createDocumentsService } from './modules/documents/documents.service';
import type { VaultKeyring } from './modules/documents/vault-crypto';
import { createDraftsRepo } from './modules/builder/drafts/drafts.repo';
import { createDraftsService } from './modules/builder/drafts/drafts.service';
import { createNotifications } from './modules/notifications/create-notifications';
import { transactional } from './db/transaction';
import { createBackgroundTasks } from './lib/background';
import { createMailer } from './modules/email/mailer';
import { createOutboxRepo } from './modules/email/outbox.repo';
import { createEmailService } from './modules/email/email.service';
import { createUnsubscribeRepo } from './modules/email/unsubscribe.repo';
import { createNewsletterRepo } from './modules/newsletter/newsletter.repo';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { createNewsletterDigestRepo } from './modules/newsletter/newsletter-digest.repo';
import { createNewsletterDigestService } from './modules/newsletter/newsletter-digest.service';
import { scheduleNewsletterDigest } from './modules/newsletter/digest-schedule';
import { createPasswordResetRepo } from './modules/auth/password-reset.repo';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createStripeGateway, type StripeSettings } from './modules/payments/stripe-gateway';
import { createSubscriptionsRepo } from './modules/payments/subscriptions.repo';
import { createSubscriptionService } from './modules/payments/subscriptions.service';
import { createSubmissions } from './modules/submissions/create-submissions';
import { createDailyViewsRepo } from './modules/submissions/daily-views.repo';
import { createSupportRepo } from './modules/support/support.repo';
import { createSupportService } from './modules/support/support.service';
import { createGenerationService } from './modules/builder/generation/generation.service';
import type { LlmSettings } from './modules/builder/generation/provider';

export interface ServicesOptions {
  /** Where services write their audit lines (the app's logger). */
  log: FastifyBaseLogger;
  /** Tests only: let URL data sources point at a local fixture server. */
  allowLoopbackSources?: boolean;
  /** New accounts per client address per hour (ADR 012). */
  registrationsPerAddress: number;
  /** The scheduled catalog refresh's cron pattern (UTC); null turns it off (ADR 019). */
  catalogRefreshCron: string | null;
  /** NEWSLETTER_DIGEST_CRON: the weekly digest's cron pattern (UTC); null turns it off (ADR 030). */
  newsletterDigestCron?: string | null;
  /** DATABASE_MAINTENANCE_CRON: PGlite's VACUUM (ANALYZE) pattern (UTC); null turns it off (ADR 051). */
  databaseMaintenanceCron?: string | null;
  /** The Document Vault's master keys (ADR 021). */
  vaultKeyring: VaultKeyring;
  /** DEADLINE_REMINDERS: the hourly deadline check (ADR 025). */
  deadlineReminders: boolean;
  /** REMINDER_TZ: reminders go out at 9:00 in a user's zone, else this one. */
  reminderTimeZone: string;
  /** Outgoing mail (ADR 024): SMTP_URL or null for the local outbox, MAIL_FROM, the site's address. */
  mail: { smtpUrl: string | null; from: string; publicUrl: string };
  /** PUBLIC_URL as configured (null: page heads and the sitemap use each request's own origin). */
  siteUrl?: string | null;
  /** SUPPORT_EMAIL: where contact-page messages are forwarded (issue 18). */
  supportEmail: string;
  /** STRIPE_*: null when payments are not configured (every payment call answers 503). */
  stripe: StripeSettings | null;
  /** LLM_*: the builder's writing assistant; null and the built-in template composer writes. */
  llm?: LlmSettings | null;
}

/**
 * The composition root: every repo and service is built here, once, over one database. The app
 * decorates the result as `app.services`; route plugins and the session hook only read from it.
 * `close()` stops what runs in the background (the refresh schedule, a running refresh, the
 * catalog-version listener).
 */
export async function createServices(database: DatabaseHandle, options: ServicesOptions) {
  const { db } = database;
  const browseRepo = createBrowseRepo(db, database.reusedPlans, database.preparedOnly);
  const applications = createApplicationsRepo(db);
  const catalogVersion = await watchCatalogVersion(database, () => browseRepo.catalogVersion());
  const typeListTotals = createTypeListTotals(browseRepo, () => catalogVersion.current());
  const accessRepo = createAccessRepo(db);
  const throttleRepo = createThrottleRepo(db);
  const audit = createAuditRepo(db);
  const refresh = createRefreshService(createDataSourcesRepo(db), createCatalogWriteRepo(db), {
    allowLoopback: options.allowLoopbackSources ?? false,
    audit,
  });
  const refreshSchedule = scheduleCatalogRefresh(options.catalogRefreshCron, refresh, options.log);
  const maintenanceSchedule = scheduleDatabaseMaintenance(
    database,
    options.databaseMaintenanceCron ?? null,
    options.log,
  );
  const access = createAccessService(accessRepo, {
    log: options.log,
    writes: auditedWrites(db, createAccessRepo),
  });
  const profile = createProfileService(createProfileRepo(db));
  const documents = createDocumentsService(createDocumentsRepo(db), options.vaultKeyring, {
    log: options.log,
  });
  // Builder drafts are sealed with the vault's keys (ADR 029): one keyring, one rotation.
  const drafts = createDraftsService(createDraftsRepo(db), options.vaultKeyring, {
    log: options.log,
    opportunityIsPublic: (type, id) => applications.opportunityIsPublic(type, id),
  });
  const outbox = createOutboxRepo(db);
  const email = createEmailService({
    mailer: createMailer(outbox, options.mail),
    outbox,
    unsubscribeRepo: createUnsubscribeRepo(db),
    unsubscribeTransaction: transactional(db, createUnsubscribeRepo),
    audit,
    publicUrl: options.mail.publicUrl,
  });
  const background = createBackgroundTasks(options.log);
  const supportRepo = createSupportRepo(db);
  const authRepo = createAuthRepo(db);
  const passwordReset = createPasswordResetService({
    repo: createPasswordResetRepo(db),
    transaction: transactional(db, createPasswordResetRepo),
    throttle: throttleRepo,
    activity: authRepo,
    sendResetEmail: (user, resetUrl) => email.sendPasswordReset(user, resetUrl),
    publicUrl: options.mail.publicUrl,
    log: options.log,
  });
  /** Waits for work earlier requests started after answering (e-mails); close() and tests use it. */
  async function settled() {
    await passwordReset.idle();
    await background.drain();
  }
  const notifications = createNotifications(db, {
    log: options.log,
    mailer: email,
    defaultTimeZone: options.reminderTimeZone,
    scheduleEnabled: options.deadlineReminders,
  });
  const subscriptions = createSubscriptionService({
    repo: createSubscriptionsRepo(db),
    transaction: transactional(db, createSubscriptionsRepo),
    gateway: options.stripe ? createStripeGateway(options.stripe) : null,
    publicUrl: options.mail.publicUrl,
    log: options.log,
  });
  const recommendations = createRecommendations(db, () => catalogVersion.current());
  const newsletterRepo = createNewsletterRepo(db);
  const newsletter = createNewsletterService({
    repo: newsletterRepo,
    throttle: throttleRepo,
    email,
    background,
    publicUrl: options.mail.publicUrl,
  });
  const newsletterDigest = createNewsletterDigestService({
    repo: createNewsletterDigestRepo(db),
    subscribers: newsletterRepo,
    email,
    recommendationsFor: (userId, limit) => recommendations.listFor(userId, limit),
    audit,
    publicUrl: options.mail.publicUrl,
    log: options.log,
  });
  const digestSchedule = scheduleNewsletterDigest(
    options.newsletterDigestCron ?? null,
    newsletterDigest,
    options.log,
  );
  const opportunities = createOpportunitiesService(
    browseRepo,
    createDetailRepo(db),
    createFreeViews(accessRepo, throttleRepo),
  );

  return {
    auth: createAuthService(
      authRepo,
      createAuthThrottle(throttleRepo, {
        registrationsPerAddress: options.registrationsPerAddress,
      }),
      {
        onRegistered: (user) => {
          const address = user.email;
          if (address)
            background.run('welcome e-mail', () =>
              email.sendWelcome({ id: user.id, email: address, name: user.name }),
            );
        },
      },
    ),
    access,
    profileViews: createProfileViewService(access, opportunities, createDailyViewsRepo(db)),
    browse: createBrowseService(browseRepo, () => catalogVersion.current(), typeListTotals),
    facets: createFacetsService(createFacetsRepo(db), () => catalogVersion.current()),
    opportunities,
    typeListTotals,
    stats: createStatsService(createStatsRepo(db), typeListTotals, {
      catalogRefreshCron: options.catalogRefreshCron,
    }),
    seo: createSeoService(createSeoRepo(db), {
      publicUrl: options.siteUrl ?? null,
      fallbackUrl: options.mail.publicUrl,
      catalogVersion: () => catalogVersion.current(),
    }),
    tracker: createTrackerService(applications),
    calendar: createCalendarService(applications, createCalendarFeedsRepo(db)),
    exports: createExportService(applications),
    profile,
    account: createAccountService({
      account: createAccountRepo(db),
      applications,
      profile,
      exportDocuments: (actor) => documents.exportAll(actor),
      exportDrafts: (actor) => drafts.exportAll(actor),
      beforeDelete: (actor) => subscriptions.endForDeletedAccount(actor.id),
    }),
    documents,
    drafts,
    recommendations,
    refresh,
    notifications: notifications.notifications,
    deadlineCheck: notifications.deadlineCheck,
    deadlineRuns: notifications.deadlineRuns,
    admin: createAdminService({
      repo: createAdminRepo(db),
      audit,
      writes: auditedWrites(db, createAdminRepo),
      typeListTotals,
      catalogRefreshCron: options.catalogRefreshCron,
    }),
    email,
    newsletter,
    newsletterDigest,
    passwordReset,
    subscriptions,
    support: createSupportService({
      repo: supportRepo,
      throttle: throttleRepo,
      supportEmail: options.supportEmail,
      forward: (message) => email.sendSupportMessage(options.supportEmail, message),
      runInBackground: background.run,
    }),
    ...createSubmissions(db, { email, background }),
    builderGeneration: createGenerationService({
      profiles: profile,
      details: createDetailRepo(db),
      documents,
      throttle: throttleRepo,
      llm: options.llm ?? null,
      log: options.log,
    }),
    settled,
    async close() {
      refreshSchedule.stop();
      maintenanceSchedule.stop();
      digestSchedule.stop();
      notifications.reminderSchedule.stop();
      await refresh.close();
      await settled();
      email.close();
      await catalogVersion.stop();
    },
  };
}

function createRecommendations(db: DatabaseHandle['db'], catalogVersion: () => Promise<string>) {
  const repo = createRecommendationsRepo(db);
  return createRecommendationsService(repo, {
    corpus: createCorpusStats(repo),
    catalogVersion,
    today: () => deadlineToday(),
  });
}

export type Services = Awaited<ReturnType<typeof createServices>>;
