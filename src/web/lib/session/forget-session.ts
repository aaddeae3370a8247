import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './get-me';
import { clearRememberMe } from './remember-me';

function isMeKey(key: readonly unknown[]): boolean {
  return key.length === meQueryKey.length && meQueryKey.every((part, index) => key[index] === part);
}

/** After sign-out, expiry or deletion: the browser holds nothing of the old session. */
export function forgetSession(queryClient: QueryClient): void {
  clearRememberMe();
  queryClient.removeQueries({ predicate: (query) => !isMeKey(query.queryKey) });
  queryClient.setQueryData(meQueryKey, null);
}
