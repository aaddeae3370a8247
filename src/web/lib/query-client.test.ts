import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client (profile cache)', () => {
  it('keeps data fresh 5 minutes, cached 10, without refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(300_000);
    expect(defaults?.gcTime).toBe(600_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });

  it('retries network and server errors once, client errors never', () => {
    expect(shouldRetry(0, new ApiError(503, 'X', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'X', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
  });
});
