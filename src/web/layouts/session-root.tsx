import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { appQueryClient } from '../lib/app-query-client';

/** Loads TanStack Query on demand, so public pages never download it. */
export function SessionRoot() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
