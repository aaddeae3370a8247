import type { QueryClient } from '@tanstack/react-query';
import { forgetSession } from './forget-session';
import { meQueryOptions } from './get-me';

/**
 * Asks the server whether the browser is still signed in (the session probe, which answers a visitor
 * without an error, so the browser logs nothing). When it is not — the session ended elsewhere: a
 * sign-out everywhere, a suspension — the browser lets go of the session as after a sign-out, and
 * the pages that need one give way to sign-in.
 */
export async function stillSignedIn(queryClient: QueryClient): Promise<boolean> {
  const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
  if (me) return true;
  forgetSession(queryClient);
  return false;
}
