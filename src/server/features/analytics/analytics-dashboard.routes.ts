import type { FastifyInstance } from 'fastify';
import { adminRoles } from '../../../shared/accounts/roles';
import {
  analyticsBreakdownQuerySchema,
  analyticsBreakdownResponseSchema,
  analyticsFunnelQuerySchema,
  analyticsFunnelResponseSchema,
  analyticsOverviewQuerySchema,
  analyticsOverviewResponseSchema,
  analyticsRangeQuerySchema,
  analyticsRealtimeResponseSchema,
  analyticsStorageResponseSchema,
} from '../../../shared/analytics/dashboard.schemas';
import { approved } from '../../auth/access-policy';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import {
  analyticsBreakdown,
  analyticsCsv,
  analyticsFunnel,
  analyticsOverview,
  analyticsRealtime,
} from './analytics-dashboard.service';
import { analyticsStorage } from './analytics-storage.service';

export async function analyticsDashboardRoutes(app: FastifyInstance, options: { now?: () => Date }) {
  const deps = { db: app.database.db, now: options.now ?? (() => new Date()) };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: approved(adminRoles) };

  routes.get(
    '/api/admin/analytics/overview',
    {
      config,
      schema: {
        operationId: 'getAnalyticsOverview',
        summary: 'Totals and daily series of a period, with the one before',
        querystring: analyticsOverviewQuerySchema,
        response: { 200: analyticsOverviewResponseSchema },
      },
    },
    async (request) => analyticsOverview(deps, request.query),
  );

  routes.get(
    '/api/admin/analytics/breakdown',
    {
      config,
      schema: {
        operationId: 'getAnalyticsBreakdown',
        summary: 'The top values of one dimension (page, referrer, country…)',
        querystring: analyticsBreakdownQuerySchema,
        response: { 200: analyticsBreakdownResponseSchema },
      },
    },
    async (request) => analyticsBreakdown(deps, request.query),
  );

  routes.get(
    '/api/admin/analytics/realtime',
    {
      config,
      schema: {
        operationId: 'getAnalyticsRealtime',
        summary: 'Visitors of the last 5 minutes and their pages',
        response: { 200: analyticsRealtimeResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return analyticsRealtime(deps);
    },
  );

  routes.get(
    '/api/admin/analytics/funnel',
    {
      config,
      schema: {
        operationId: 'getRecruitmentFunnel',
        summary: 'The recruitment funnel: profile views to placements',
        querystring: analyticsFunnelQuerySchema,
        response: { 200: analyticsFunnelResponseSchema },
      },
    },
    async (request) => analyticsFunnel(deps, request.query),
  );

  routes.get(
    '/api/admin/analytics/storage',
    {
      config,
      schema: {
        operationId: 'getAnalyticsStorage',
        summary: "Each analytics table's size now",
        response: { 200: analyticsStorageResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return analyticsStorage(deps);
    },
  );

  routes.get(
    '/api/admin/analytics/export.csv',
    {
      config,
      schema: {
        operationId: 'exportAnalytics',
        summary: "A period's daily figures as CSV",
        produces: ['text/csv'],
        querystring: analyticsRangeQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await analyticsCsv(deps, request.query);
      const { from, to, site } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="analytics-${site}-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
