import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import {
  activeBeaconSchema,
  analyticsIngestPaths,
  analyticsMaxBodyBytes,
  clickBeaconSchema,
  pageViewBeaconSchema,
  sessionEndBeaconSchema,
} from '../../../shared/analytics/ingest.schemas';
import { hostName } from '../../../shared/routing/site';
import { anonymous } from '../../auth/access-policy';
import type { Config } from '../../config';
import { AppError, RateLimitedError } from '../../errors/app-error';
import { rateLimitAddress } from '../../http/client-key';
import { containsUnstorableText, jsonDepthExceeds, maxJsonDepth } from '../../http/json-body';
import { noContentSchema, type ZodTypeProvider } from '../../http/zod-type-provider';
import type { RateLimitDecision } from '../../rate-limit/rate-limiter';
import { createBeaconReplies } from './beacon-replies';
import {
  type BeaconRequest,
  createIngest,
  ingestActive,
  ingestClick,
  ingestPageView,
  ingestSessionEnd,
} from './ingest.service';
import { createIngestRateLimit, createIngestSiteLimit } from './ingest-rate-limit';
import { isBotUserAgent } from './user-agent';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics ingest: `app.analytics.flush()` writes every buffered beacon now (tests, bench). */
    analytics: { flush(): Promise<void> };
  }
  interface FastifyRequest {
    /** The address of a beacon's sender (analytics ingest routes only): used, never stored. */
    beaconAddress: string;
  }
}

export interface AnalyticsIngestOptions {
  config: Pick<
    Config,
    | 'ANALYTICS_INGEST_LIMIT_PER_MINUTE'
    | 'ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE'
    | 'MARKETPLACE_HOSTS'
    | 'PUBLIC_URL'
    | 'MARKETPLACE_URL'
  >;
  now?: () => Date;
  /** How often the buffer is written (default 1 s). */
  flushIntervalMs?: number;
}

const tooManyBeacons = (retryAfterSeconds: number) =>
  new RateLimitedError('Too many requests. Please try again later.', retryAfterSeconds);

/**
 * Anonymous beacons (docs/api/analytics.md), answered 204 without waiting for the database (the
 * answers of one event-loop turn together) and written with the next batch; bots get 204 too.
 */
export const analyticsIngestPlugin = fp<AnalyticsIngestOptions>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const deps = createIngest({
      db: app.database.db,
      log: app.log.child({ module: 'analytics' }),
      intervalMs: options.flushIntervalMs,
    });
    const { buffer } = deps;
    const ownHosts = new Set<string>([
      ...options.config.MARKETPLACE_HOSTS,
      new URL(options.config.PUBLIC_URL).hostname,
      new URL(options.config.MARKETPLACE_URL).hostname,
    ]);
    const rateLimit = createIngestRateLimit({
      rateLimiter: () => app.rateLimiter,
      perMinute: options.config.ANALYTICS_INGEST_LIMIT_PER_MINUTE,
      now,
    });
    const siteLimit = createIngestSiteLimit({
      rateLimiter: () => app.rateLimiter,
      perMinute: options.config.ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE,
      now,
    });
    const refused = { address: 0, site: 0 };
    app.metrics.addFamilies(() => [
      {
        name: 'arrs_analytics_beacons_dropped_total',
        help: 'Analytics beacons this process did not store: over the per-address limit or the site-wide cap (answered 429), or while its buffer was full.',
        type: 'counter',
        samples: [
          { labels: { reason: 'address_limit' }, value: refused.address },
          { labels: { reason: 'site_limit' }, value: refused.site },
          { labels: { reason: 'buffer_full' }, value: buffer.droppedSinceStart() },
        ],
      },
    ]);

    // The limits' decisions, as functions of `done` rather than closures made per beacon.
    function afterSiteLimit(decision: RateLimitDecision, done: HookHandlerDoneFunction) {
      if (decision.allowed) return done();
      refused.site += 1;
      done(tooManyBeacons(decision.retryAfterSeconds));
    }
    function afterAddressLimit(decision: RateLimitDecision, done: HookHandlerDoneFunction) {
      if (!decision.allowed) {
        refused.address += 1;
        return done(tooManyBeacons(decision.retryAfterSeconds));
      }
      const site = siteLimit.admit();
      if (site instanceof Promise) site.then((next) => afterSiteLimit(next, done), done);
      else afterSiteLimit(site, done);
    }

    app.decorate('analytics', { flush: () => buffer.flush() });
    app.addHook('onReady', async () => buffer.start());
    // Registered after the database plugin, so the last batch is written before the database closes.
    app.addHook('onClose', async () => buffer.stop());

    await app.register(async (scope) => {
      // sendBeacon with a string sends text/plain: read it as JSON, with the same checks as JSON bodies.
      scope.removeContentTypeParser('text/plain');
      const parseJson = scope.getDefaultJsonParser('error', 'error');
      scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (jsonDepthExceeds(text, maxJsonDepth)) {
          return done(new AppError(400, 'INVALID_BODY', 'The request body is not valid.'), undefined);
        }
        parseJson(request, text, (error, value) => {
          if (error) return done(error, undefined);
          if (containsUnstorableText(value)) {
            return done(new AppError(400, 'INVALID_BODY', 'The request body is not valid.'), undefined);
          }
          done(null, value);
        });
      });
      // The client address, worked out once (behind a trusted proxy, each read of request.ip does it again).
      scope.decorateRequest('beaconAddress', '');
      // Before the body is read: a flood costs no parsing.
      scope.addHook('onRequest', (request, _reply, done) => {
        request.beaconAddress = request.ip;
        const decision = rateLimit.admit(rateLimitAddress(request.beaconAddress), () => request.clientKey);
        if (decision instanceof Promise) decision.then((next) => afterAddressLimit(next, done), done);
        else afterAddressLimit(decision, done);
      });

      const routes = scope.withTypeProvider<ZodTypeProvider>();
      const settings = { config: { access: anonymous }, bodyLimit: analyticsMaxBodyBytes } as const;
      /** Over the body limit, or over the address's or the site's limit. */
      const beaconErrors = [413, 429] as const;

      function beaconOf(request: FastifyRequest, userId: string | null): BeaconRequest {
        return {
          site: request.site,
          address: request.beaconAddress,
          userAgent: request.headers['user-agent'],
          ownHosts: ownHosts.has(hostName(request.headers.host))
            ? ownHosts
            : new Set([...ownHosts, hostName(request.headers.host)]),
          userId,
          at: now(),
        };
      }

      /** Returns a promise only when something is awaited (a session, the day's salt, an address file). */
      function ingestWith(
        request: FastifyRequest,
        consented: boolean,
        ingest: (beacon: BeaconRequest) => void | Promise<void>,
      ): void | Promise<void> {
        // The user comes from the server-side session, with consent only, never from the body.
        if (!consented || !request.headers.cookie) return ingest(beaconOf(request, null));
        return app
          .resolveAuth(request)
          .then((resolution) =>
            ingest(beaconOf(request, resolution.kind === 'signed-in' ? resolution.context.user.id : null)),
          );
      }

      // Callback-style handlers: an async one would cost each beacon a promise, and returning the reply
      // would make Fastify wait for the response's end with stream listeners on it.
      const replies = createBeaconReplies();
      const isBot = (request: FastifyRequest) => isBotUserAgent(request.headers['user-agent']);
      /** Answers 204 at the end of the turn, or once what the ingest awaits has settled. */
      function handle(
        request: FastifyRequest,
        reply: FastifyReply,
        consented: boolean,
        ingest: (beacon: BeaconRequest) => void | Promise<void>,
      ): void {
        const pending = isBot(request) ? undefined : ingestWith(request, consented, ingest);
        if (!pending) replies.noContent(reply);
        else
          pending.then(
            () => replies.noContent(reply),
            (error: unknown) => reply.send(error),
          );
      }

      routes.post(
        analyticsIngestPaths.pageView,
        {
          ...settings,
          schema: {
            operationId: 'recordPageView',
            summary: 'Analytics beacon: a page view',
            errors: beaconErrors,
            body: pageViewBeaconSchema,
            response: { 204: noContentSchema },
          },
        },
        (request, reply) =>
          handle(request, reply, request.body.consent, (beacon) =>
            ingestPageView(deps, beacon, request.body),
          ),
      );
      routes.post(
        analyticsIngestPaths.click,
        {
          ...settings,
          schema: {
            operationId: 'recordClick',
            summary: 'Analytics beacon: a click (with consent only)',
            errors: beaconErrors,
            body: clickBeaconSchema,
            response: { 204: noContentSchema },
          },
        },
        (request, reply) => handle(request, reply, true, (beacon) => ingestClick(deps, beacon, request.body)),
      );
      routes.post(
        analyticsIngestPaths.sessionEnd,
        {
          ...settings,
          schema: {
            operationId: 'recordVisitEnd',
            summary: 'Analytics beacon: the visit ends (with consent only)',
            errors: beaconErrors,
            body: sessionEndBeaconSchema,
            response: { 204: noContentSchema },
          },
        },
        (request, reply) =>
          handle(request, reply, false, (beacon) => ingestSessionEnd(deps, beacon, request.body)),
      );
      routes.post(
        analyticsIngestPaths.active,
        {
          ...settings,
          schema: {
            operationId: 'recordActive',
            summary: 'Analytics beacon: the page is visible again (with consent only)',
            errors: beaconErrors,
            body: activeBeaconSchema,
            response: { 204: noContentSchema },
          },
        },
        (request, reply) =>
          handle(request, reply, false, (beacon) => ingestActive(deps, beacon, request.body)),
      );
    });
  },
  {
    name: 'analytics-ingest',
    dependencies: ['database', 'rate-limit', 'auth', 'request-context', 'metrics'],
  },
);
