import { join } from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { analyticsIngestPaths } from '../shared/analytics/ingest.schemas';
import { openApiAccess } from './auth/access-openapi';
import { trustedOrigins } from './auth/auth';
import { authPlugin } from './auth/auth.plugin';
import { authProxyRoutes } from './auth/auth-proxy.routes';
import { type Config, servedOverHttps } from './config';
import type { Database, DatabaseHandle } from './db/database';
import { databasePlugin } from './db/database.plugin';
import { deleteAccount } from './features/accounts/account-deletion.service';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { analyticsChoiceRoutes } from './features/accounts/analytics-choice.routes';
import { toursRoutes } from './features/accounts/tours.routes';
import { adminAccountsRoutes } from './features/admin/admin-accounts.routes';
import { adminCliRoutes } from './features/admin/admin-cli.routes';
import { adminDashboardRoutes } from './features/admin/admin-dashboard.routes';
import { adminDocumentsRoutes } from './features/admin/admin-documents.routes';
import { adminFeedbackRoutes } from './features/admin/admin-feedback.routes';
import { adminMailAuditRoutes } from './features/admin/admin-mail-audit.routes';
import { analyticsDashboardRoutes } from './features/analytics/analytics-dashboard.routes';
import { analyticsIngestPlugin } from './features/analytics/ingest.routes';
import { analyticsRollupPlugin } from './features/analytics/rollup.plugin';
import { candidatesRoutes } from './features/candidates/candidates.routes';
import { documentRemindersPlugin } from './features/candidates/document-reminders.plugin';
import { candidateMediaRoutes } from './features/candidates/media.routes';
import { communityRoutes } from './features/community/community.routes';
import { communityCachePlugin } from './features/community/community-cache.plugin';
import { moderationRoutes } from './features/community/moderation.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { filesRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { applicationsRoutes } from './features/marketplace/applications.routes';
import { candidateMatchesRoutes } from './features/marketplace/candidate-matches.routes';
import { alertSavedSearchesOfProfessional } from './features/marketplace/match-alerts.service';
import { matchDigestsPlugin } from './features/marketplace/match-digests.plugin';
import { notificationsRoutes } from './features/marketplace/notifications.routes';
import { withdrawEveryApproval } from './features/marketplace/opportunities.candidate.service';
import { opportunitiesRoutes } from './features/marketplace/opportunities.routes';
import { opportunityExpiryPlugin } from './features/marketplace/opportunity-expiry.plugin';
import { adminOrganisationsRoutes, organisationsRoutes } from './features/marketplace/organisations.routes';
import { savedSearchesRoutes } from './features/marketplace/saved-searches.routes';
import { searchRoutes } from './features/marketplace/search.routes';
import { suggestionsRoutes } from './features/marketplace/suggestions.routes';
import { unsubscribeRoutes } from './features/marketplace/unsubscribe.routes';
import { jobsRoutes } from './features/marketplace/vacancies.public.routes';
import { publicJobsReader } from './features/marketplace/vacancies.public.service';
import { vacanciesRoutes } from './features/marketplace/vacancies.routes';
import { pagesRoutes } from './features/pages/pages.routes';
import { retentionPlugin } from './features/retention/retention.plugin';
import { submissionsRoutes } from './features/submissions/submissions.routes';
import { submissionsInboxRoutes } from './features/submissions/submissions-inbox.routes';
import { errorHandlerPlugin } from './http/error-handler.plugin';
import { gracefulClosePlugin } from './http/graceful-close.plugin';
import { registerJsonBodyParser } from './http/json-body';
import { apiDocsRoutes, openapiPlugin } from './http/openapi.plugin';
import { originCheckPlugin } from './http/origin-check.plugin';
import { requestContextPlugin } from './http/request-context.plugin';
import { securityHeadersPlugin } from './http/security-headers.plugin';
import { applyZodSchemas } from './http/zod-type-provider';
import { loggerOptions } from './logger';
import { mailPlugin } from './mail/mail.plugin';
import type { MailTransport } from './mail/transports/mail-transport';
import { metricsPlugin } from './metrics/metrics.plugin';
import { metricsRoutes } from './metrics/metrics.routes';
import { projectRoot } from './project-root';
import { rateLimitPlugin } from './rate-limit/rate-limit.plugin';
import { realtimePlugin } from './realtime/realtime.plugin';
import type { FileStorage } from './storage/file-storage';
import { storagePlugin } from './storage/storage.plugin';

export const defaultWebRoot = join(projectRoot, 'dist', 'web');

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  webRoot?: string;
  now?: () => Date;
  startMailWorker?: boolean;
  /** Run the data-retention job at start and daily (the server does; tests call app.retention.runOnce). */
  startRetentionJob?: boolean;
  /** Runs the periodic document reminders, opportunity expiry and match digests (the server does; tests do not). */
  startDocumentReminders?: boolean;
  mailTransport?: MailTransport;
  storage?: FileStorage;
  /** Where logs go (default stdout); tests capture them to prove no secret is ever logged. */
  logStream?: NodeJS.WritableStream;
}

const beaconPaths: ReadonlySet<string> = new Set(Object.values(analyticsIngestPaths));

/** Beacons are many and each says little: no request lines (their failures are still logged). */
function isAnalyticsBeacon(request: { url?: string }): boolean {
  return request.url !== undefined && beaconPaths.has(request.url);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    logController: new LogController({ disableRequestLogging: isAnalyticsBeacon }),
    // A beacon logs with the server's logger: a child per request (its request id, run through the
    // redaction) would cost more than the beacon's own work.
    childLoggerFactory: (logger, bindings, options, rawRequest) =>
      isAnalyticsBeacon(rawRequest) ? logger : logger.child(bindings, options),
  });
  applyZodSchemas(app);
  registerJsonBodyParser(app);

  await app.register(securityHeadersPlugin, { https: servedOverHttps(config), bodilessPaths: beaconPaths });
  await app.register(errorHandlerPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(storagePlugin, { config, storage: options.storage });
  await app.register(requestContextPlugin, {
    marketplaceHosts: config.MARKETPLACE_HOSTS,
    secret: config.AUTH_SECRET,
  });
  await app.register(rateLimitPlugin, { now: options.now });
  await app.register(mailPlugin, {
    config,
    startWorker: options.startMailWorker ?? false,
    now: options.now,
    transport: options.mailTransport,
  });
  await app.register(retentionPlugin, {
    start: options.startRetentionJob ?? false,
    now: options.now,
    eraseAccount: deleteAccount,
    analyticsRetentionMonths: config.ANALYTICS_RETENTION_MONTHS,
  });

  await app.register(documentRemindersPlugin, {
    start: options.startDocumentReminders ?? false,
    now: options.now,
  });
  await app.register(opportunityExpiryPlugin, {
    start: options.startDocumentReminders ?? false,
    now: options.now,
  });
  await app.register(matchDigestsPlugin, {
    start: options.startDocumentReminders ?? false,
    now: options.now,
  });
  await app.register(analyticsRollupPlugin, {
    start: options.startDocumentReminders ?? false,
    now: options.now,
  });

  // Before auth: its onRoute hook gives the documentation's routes their access rule (openapi.plugin.ts).
  // The auth layer says what access means in the document; the http layer only writes it.
  await app.register(openapiPlugin, { access: openApiAccess(servedOverHttps(config)) });
  await app.register(authPlugin, { config, now: options.now });
  // Before the routes: its hooks count their responses (metrics.plugin.ts).
  await app.register(metricsPlugin);
  await app.register(realtimePlugin);
  await app.register(communityCachePlugin);
  await app.register(originCheckPlugin, { trustedOrigins: trustedOrigins(config) });

  await app.register(healthRoutes);
  await app.register(authProxyRoutes, { config, now: options.now });
  // Composed here: a saved or newly findable profile alerts the saved searches that now find it.
  const alertSavedSearches = (db: Database, userId: string) =>
    alertSavedSearchesOfProfessional({ db, now: options.now ?? (() => new Date()) }, userId).then(() => {});
  await app.register(accountsRoutes, {
    config,
    now: options.now,
    onRecruitmentConsentWithdrawn: (tx, userId, at) =>
      withdrawEveryApproval({ db: tx, mail: app.mail, now: () => at }, userId),
    onRecruitmentConsentGiven: alertSavedSearches,
  });
  await app.register(toursRoutes, { now: options.now });
  await app.register(analyticsChoiceRoutes, { now: options.now });
  await app.register(submissionsRoutes, { now: options.now });
  await app.register(submissionsInboxRoutes, { now: options.now });
  await app.register(adminAccountsRoutes, { config, now: options.now });
  await app.register(adminMailAuditRoutes, { now: options.now });
  await app.register(adminCliRoutes, { config, now: options.now });
  await app.register(adminDashboardRoutes);
  await app.register(adminDocumentsRoutes, { now: options.now });
  await app.register(adminFeedbackRoutes, { now: options.now });
  await app.register(candidatesRoutes, { now: options.now, onProfileSaved: alertSavedSearches });
  await app.register(candidateMediaRoutes, { now: options.now });
  await app.register(filesRoutes);
  await app.register(organisationsRoutes, { now: options.now });
  await app.register(adminOrganisationsRoutes, { now: options.now });
  const browseLimits = {
    perMinute: config.EMPLOYER_BROWSE_LIMIT_PER_MINUTE,
    perDay: config.EMPLOYER_BROWSE_LIMIT_PER_DAY,
  };
  await app.register(searchRoutes, { now: options.now, browseLimits });
  await app.register(suggestionsRoutes, { browseLimits });
  await app.register(savedSearchesRoutes, { now: options.now });
  await app.register(opportunitiesRoutes, { now: options.now });
  await app.register(vacanciesRoutes, { now: options.now });
  await app.register(jobsRoutes, { now: options.now });
  await app.register(applicationsRoutes, { now: options.now });
  await app.register(candidateMatchesRoutes, { now: options.now });
  await app.register(notificationsRoutes, { now: options.now });
  await app.register(unsubscribeRoutes, { secret: config.AUTH_SECRET });
  await app.register(feedbackRoutes, { now: options.now });
  await app.register(analyticsDashboardRoutes, { now: options.now });
  await app.register(communityRoutes, { now: options.now });
  await app.register(moderationRoutes, { now: options.now });
  await app.register(analyticsIngestPlugin, { config, now: options.now });
  await app.register(apiDocsRoutes);
  await app.register(metricsRoutes);
  await app.register(pagesRoutes, {
    webRoot: options.webRoot ?? defaultWebRoot,
    origins: { consultancy: config.PUBLIC_URL, marketplace: config.MARKETPLACE_URL },
    jobs: publicJobsReader(() => ({
      db: app.database.db,
      now: options.now ?? (() => new Date()),
      rateLimiter: app.rateLimiter,
    })),
  });

  return app;
}
