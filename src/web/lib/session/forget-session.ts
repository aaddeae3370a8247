import type { QueryClient } from '@tanstack/react-query';
import { abortRequestsInFlight } from '../api-client';
import { meQueryKey } from './get-me';
import { clearRememberMe } from './remember-me';

function isMeKey(key: readonly unknown[]): boolean {
  return key.length === meQueryKey.length && meQueryKey.every((part, index) => key[index] === part);
}

/** Cancelled queries go back to their last answer instead of failing. */
export function stopRequestsInFlight(queryClient: QueryClient): void {
  abortRequestsInFlight();
  void queryClient.cancelQueries();
}

/**
 * Requests in flight are aborted, since the server would answer them 401 and the browser log each as
 * an error; all at once, before anything re-renders, so the area gates unmount the pages first.
 */
export function forgetSession(queryClient: QueryClient): void {
  clearRememberMe();
  stopRequestsInFlight(queryClient);
  queryClient.removeQueries({ predicate: (query) => !isMeKey(query.queryKey) });
  queryClient.setQueryData(meQueryKey, null);
}
