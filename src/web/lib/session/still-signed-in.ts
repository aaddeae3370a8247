import type { QueryClient } from '@tanstack/react-query';
import { forgetSession } from './forget-session';
import { meQueryOptions } from './get-me';

/**
 * The session probe answers a visitor without an error, so the browser logs nothing. When the session
 * ended elsewhere, the browser lets go of it as after a sign-out.
 */
export async function stillSignedIn(queryClient: QueryClient): Promise<boolean> {
  const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
  if (me) return true;
  forgetSession(queryClient);
  return false;
}
