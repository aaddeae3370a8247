import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './get-me';
import { clearRememberMe } from './remember-me';

function isMeKey(key: readonly unknown[]): boolean {
  return key.length === meQueryKey.length && meQueryKey.every((part, index) => key[index] === part);
}

/**
 * After sign-out, expiry or deletion: the browser holds nothing of the old session, and asks nothing
 * with it. Requests in flight are aborted (every query passes its signal to the HTTP client), since
 * the server would answer them 401 and the browser log each as an error. All of it happens at once,
 * before anything re-renders: with the session null, the area gates unmount the pages that would
 * otherwise fetch again.
 */
export function forgetSession(queryClient: QueryClient): void {
  clearRememberMe();
  // Cancelling aborts synchronously; the promise only reports that the cancelled fetches settled.
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => !isMeKey(query.queryKey) });
  queryClient.setQueryData(meQueryKey, null);
}
