import { useQuery } from '@tanstack/react-query';
import { adminDashboardResponseSchema } from '../../../../shared/admin/dashboard.schemas';
import { apiRequestParsed } from '../../../lib/api-client';

/** GET /api/admin/dashboard: how much waits in each queue. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) =>
      (await apiRequestParsed('/api/admin/dashboard', adminDashboardResponseSchema, { signal })).counts,
    staleTime: 0,
  });
}
