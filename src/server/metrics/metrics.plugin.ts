import type { FastifyInstance, onResponseHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { hooksOf } from '../http/route-hooks';
import { createHttpMetrics } from './http-metrics';
import { createMetricsRepository } from './metrics.repository';
import { gauge, type MetricFamily, renderPrometheus } from './prometheus-text';
import { createRuntimeMetrics } from './runtime-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      exposition(): Promise<string>;
      /** Adds a feature's own families (read at each scrape), e.g. the analytics ingest's drops. */
      addFamilies(source: () => MetricFamily[]): void;
    };
  }
}

/** Counted while open: from the access check letting them through until the connection closes. */
const eventStreamRoutes: ReadonlySet<string> = new Set(['/api/community/events']);

function poolFamilies(database: DatabaseHandle): MetricFamily[] {
  const pool = database.poolStats?.();
  if (!pool) return [];
  return [
    {
      name: 'arrs_db_pool_connections',
      help: "This process's PostgreSQL pool connections, busy (running a query) or idle.",
      type: 'gauge',
      samples: [
        { labels: { state: 'busy' }, value: pool.open - pool.idle },
        { labels: { state: 'idle' }, value: pool.idle },
      ],
    },
    gauge('arrs_db_pool_max_connections', "The most connections this process's pool opens.", pool.max),
    gauge(
      'arrs_db_pool_waiting_requests',
      'Queries waiting for a free pool connection (above zero for long: the pool or database is the limit).',
      pool.waiting,
    ),
  ];
}

/** This process's state: with several instances, Prometheus scrapes each (docs/operations.md). */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const http = createHttpMetrics();
    const runtime = createRuntimeMetrics();
    const repository = createMetricsRepository({ db: app.database.db });
    let openEventStreams = 0;
    const featureSources: (() => MetricFamily[])[] = [];

    // Requests no route matched, here; every route's own, by a hook of the route (added below).
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) http.observe(request.method, undefined, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    const countOpenStream: preHandlerHookHandler = (request, _reply, done) => {
      openEventStreams += 1;
      request.raw.once('close', () => {
        openEventStreams -= 1;
      });
      done();
    };
    app.addHook('onRoute', (route) => {
      const observe = http.observerOf(route.url);
      const count: onResponseHookHandler = (request, reply, done) => {
        observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      route.onResponse = [...hooksOf(route.onResponse), count];
      // Only the event-stream routes get this hook (after their access check), so no other request pays.
      if (route.method === 'GET' && eventStreamRoutes.has(route.url)) {
        route.preHandler = [...hooksOf(route.preHandler), countOpenStream];
      }
    });
    app.addHook('onReady', async () => {
      runtime.start();
    });
    app.addHook('onClose', async () => {
      runtime.stop();
    });

    app.decorate('metrics', {
      addFamilies(source: () => MetricFamily[]) {
        featureSources.push(source);
      },
      async exposition() {
        const queued = await repository.queuedMail();
        return renderPrometheus([
          ...runtime.families(),
          ...http.families(),
          gauge(
            'arrs_event_streams_open',
            'Community event streams (SSE) open on this process.',
            openEventStreams,
          ),
          ...poolFamilies(app.database),
          ...featureSources.flatMap((source) => source()),
          {
            name: 'arrs_mail_outbox_messages',
            help: 'Messages waiting in the mail outbox (shared by every process), by status.',
            type: 'gauge',
            samples: [
              { labels: { status: 'pending' }, value: queued.pending },
              { labels: { status: 'sending' }, value: queued.sending },
            ],
          },
        ]);
      },
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
