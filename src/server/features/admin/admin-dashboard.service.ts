import type { AdminDashboardResponse } from '../../../shared/admin/dashboard.schemas';
import type { Database } from '../../db/database';
import { createAdminDashboardRepository } from './admin-dashboard.repository';

/** How much waits in each admin queue. */
export async function adminDashboard(deps: { db: Database }): Promise<AdminDashboardResponse> {
  return { counts: await createAdminDashboardRepository(deps).counts() };
}
