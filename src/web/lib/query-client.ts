import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** The profile cache: fresh for 5 minutes, kept for 10. */
export const staleTimeMs = 5 * 60 * 1000;
export const gcTimeMs = 10 * 60 * 1000;

/** A client error (4xx) will not change on retry; network and server errors get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: staleTimeMs,
        gcTime: gcTimeMs,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
