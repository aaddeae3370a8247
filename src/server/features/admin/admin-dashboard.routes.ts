import type { FastifyInstance } from 'fastify';
import { adminRoles } from '../../../shared/accounts/roles';
import { adminDashboardResponseSchema } from '../../../shared/admin/dashboard.schemas';
import { approved } from '../../auth/access-policy';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { adminDashboard } from './admin-dashboard.service';

/** GET /api/admin/dashboard: how much waits in each admin queue. */
export async function adminDashboardRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/dashboard',
    {
      config: { access: approved(adminRoles) },
      schema: {
        operationId: 'getAdminDashboard',
        summary: 'How much waits in each admin queue',
        response: { 200: adminDashboardResponseSchema },
      },
    },
    async () => adminDashboard({ db: app.database.db }),
  );
}
