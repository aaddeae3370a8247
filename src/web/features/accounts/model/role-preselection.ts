import type { SelfSignUpRole } from '../../../../shared/accounts/roles';
import { paths } from '../../../../shared/routing/paths';

export type AuthTab = 'signin' | 'signup';

/** tier=community forces candidate (docs/product/accounts.md#sign-up). */
export function preselectedRole(search: URLSearchParams): SelfSignUpRole {
  if (search.get('tier') === 'community') return 'candidate';
  return search.get('role') === 'employer' ? 'employer' : 'candidate';
}

/** A link that names a role or tier comes from a 'join' button: it opens on Sign Up. */
export function initialAuthTab(search: URLSearchParams): AuthTab {
  return search.has('role') || search.has('tier') ? 'signup' : 'signin';
}

/** ?verified=1 after following the e-mail verification link; an error comes back as ?error=. */
export function verificationNote(search: URLSearchParams): 'verified' | 'failed' | undefined {
  if (search.has('error')) return search.has('verified') ? 'failed' : undefined;
  return search.get('verified') === '1' ? 'verified' : undefined;
}

export function joinsAsCommunityMember(search: URLSearchParams): boolean {
  return search.get('tier') === 'community' || search.get('role') === 'community';
}

const applyPathPattern = new RegExp(`^${paths.platform.candidateApply}/[0-9a-fA-F-]{36}$`);

/**
 * The page the candidate area's gate was asked for, which it hands to sign-in in the history entry's
 * state: a job's apply page is where signing in brings a candidate back to. Nothing else is followed.
 */
export function returnPathOf(locationState: unknown): string | undefined {
  const from =
    typeof locationState === 'object' && locationState !== null
      ? Reflect.get(locationState, 'from')
      : undefined;
  return typeof from === 'string' && applyPathPattern.test(from) ? from : undefined;
}
