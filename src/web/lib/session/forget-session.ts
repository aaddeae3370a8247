import type { QueryClient } from '@tanstack/react-query';
import { abortRequestsInFlight } from '../api-client';
import { meQueryKey } from './get-me';
import { clearRememberMe } from './remember-me';

function isMeKey(key: readonly unknown[]): boolean {
  return key.length === meQueryKey.length && meQueryKey.every((part, index) => key[index] === part);
}

/**
 * Aborts every API request in flight, queries included. Cancelled queries go back to their last
 * answer instead of failing (the promise only reports that they settled).
 */
export function stopRequestsInFlight(queryClient: QueryClient): void {
  abortRequestsInFlight();
  void queryClient.cancelQueries();
}

/**
 * After sign-out, expiry or deletion: the browser holds nothing of the old session, and asks nothing
 * with it. Requests in flight are aborted (queries, and the rest such as activity reports), since
 * the server would answer them 401 and the browser log each as an error. All of it happens at once,
 * before anything re-renders: with the session null, the area gates unmount the pages that would
 * otherwise fetch again.
 */
export function forgetSession(queryClient: QueryClient): void {
  clearRememberMe();
  stopRequestsInFlight(queryClient);
  queryClient.removeQueries({ predicate: (query) => !isMeKey(query.queryKey) });
  queryClient.setQueryData(meQueryKey, null);
}
