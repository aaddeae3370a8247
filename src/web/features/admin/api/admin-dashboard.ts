import { useQuery } from '@tanstack/react-query';
import type { AdminDashboardResponse } from '../../../../shared/admin/dashboard.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) =>
      (await apiRequestAs<AdminDashboardResponse>('/api/admin/dashboard', { signal })).counts,
    staleTime: 0,
  });
}
